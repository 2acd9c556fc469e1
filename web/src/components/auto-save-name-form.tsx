import { FilePlus2, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import type { DocumentActions } from '@/lib/tool-documents/use-document-actions';

type NameFormActions = Pick<
  DocumentActions,
  | 'name'
  | 'setName'
  | 'nameError'
  | 'formError'
  | 'submit'
  | 'isSaving'
  | 'isDirty'
  | 'isAuto'
  | 'saveState'
  | 'replace'
>;

type AutoSaveNameFormProps = {
  actions: NameFormActions;
  maxLength: number;
  /** The tool's words: the name field, Save, and New. */
  labels: { name: string; save: string; startNew: string };
};

/**
 * The name of a document that saves by itself with the user's Auto save (ADR 0028), with Save when Auto save is off
 * (or to try again at once after a save failed), New, and what went wrong with the last save.
 */
export function AutoSaveNameForm({ actions, maxLength, labels }: AutoSaveNameFormProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actions.submit();
  };
  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField
            label={labels.name}
            value={actions.name}
            maxLength={maxLength}
            error={actions.nameError ?? undefined}
            onChange={(event) => actions.setName(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {(!actions.isAuto || actions.saveState === 'notSaved') && (
            <Button type="submit" disabled={actions.isSaving || !actions.isDirty} aria-busy={actions.isSaving}>
              <Save className="size-4" aria-hidden="true" />
              {labels.save}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => actions.replace({ kind: 'new' })}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {labels.startNew}
          </Button>
        </div>
      </form>
      <FormAlert message={actions.formError} />
    </>
  );
}
