import { CopyPlus, FilePlus2, Save } from 'lucide-react';
import { useId, type FormEvent, type RefObject } from 'react';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import type { DocumentLabels } from '@/lib/tool-documents/tool-document-types';
import type { DocumentActions } from '@/lib/tool-documents/use-document-actions';
import { useFirstInvalidField } from '@/lib/use-first-invalid-field';

/** What the bar does with the tool's document (useToolDocument). */
export type DocumentBarDocument = Pick<
  DocumentActions,
  | 'name'
  | 'setName'
  | 'nameError'
  | 'formError'
  | 'status'
  | 'submit'
  | 'isSaving'
  | 'isDirty'
  | 'isAuto'
  | 'saveState'
  | 'replace'
> & {
  openId: string | null;
  isOpening: boolean;
  labels: DocumentLabels;
  nameMaxLength: number;
  /** How many documents of the kind a user may keep: with one (a personal log), no Save as New and no New. */
  maxPerUser?: number;
};

type DocumentBarProps = {
  document: DocumentBarDocument;
  /** The tool's fields: the first one marked wrong is named in the status, and reached by 'Go to field'. */
  fields: RefObject<HTMLElement | null>;
};

/**
 * The open document in the page header, the one place a tool's work is saved (ADR 0069): its name, editable (a new
 * one has its default name), where it stands (Saving…, Saved, Not saved and why — a wrong field named, with 'Go to
 * field'), Save while Auto save is off or after a save failed, Save as New over an open document, and New (neither
 * for a kind a user keeps one of). While the
 * page's first document opens, 'Opening…' and no name: not a default one that is not the document's (ADR 0077).
 */
export function DocumentBar({ document, fields }: DocumentBarProps) {
  const t = useT();
  const errorId = useId();
  const invalid = useFirstInvalidField(fields, document.saveState === 'fixToSave' || document.formError !== null);
  // With Auto save, Save is there to try again after a failed save, and to have the wrong fields marked.
  const showsSave =
    !document.isOpening &&
    (!document.isAuto || document.saveState === 'notSaved' || document.saveState === 'fixToSave');
  const single = document.maxPerUser === 1;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    document.submit();
  };
  return (
    <div className="space-y-2 border-y py-3" data-testid="document-bar">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {document.isOpening ? (
          <Skeleton className="h-10 w-full sm:max-w-md" />
        ) : (
          <Input
            aria-label={document.labels.name}
            value={document.name}
            maxLength={document.nameMaxLength}
            aria-invalid={document.nameError ? true : undefined}
            aria-describedby={document.nameError ? errorId : undefined}
            onChange={(event) => document.setName(event.target.value)}
            className="h-10 border-transparent px-2 text-lg font-semibold shadow-none hover:border-input focus-visible:border-input sm:max-w-md"
          />
        )}
        <div className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-2 sm:justify-end">
          <DocumentSaveStatus
            state={document.isOpening ? 'opening' : document.saveState}
            news={document.status}
            field={invalid?.label}
            className="min-w-0"
          />
          {invalid && (
            <Button type="button" size="sm" variant="outline" onClick={invalid.goTo}>
              {t({ id: 'toolDocuments.bar.goToField', defaultMessage: 'Go to field' })}
            </Button>
          )}
          {showsSave && (
            <Button
              type="submit"
              size="sm"
              disabled={document.isSaving || !document.isDirty}
              aria-busy={document.isSaving}
            >
              <Save className="size-4" aria-hidden="true" />
              {t({ id: 'toolDocuments.bar.save', defaultMessage: 'Save' })}
            </Button>
          )}
          {document.openId !== null && !single && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={document.isSaving}
              onClick={() => document.submit(true)}
            >
              <CopyPlus className="size-4" aria-hidden="true" />
              {t({ id: 'toolDocuments.bar.saveAsNew', defaultMessage: 'Save as New' })}
            </Button>
          )}
          {!single && (
            <Button type="button" size="sm" variant="ghost" onClick={() => document.replace({ kind: 'new' })}>
              <FilePlus2 className="size-4" aria-hidden="true" />
              {document.labels.startNew}
            </Button>
          )}
        </div>
      </form>
      <FormAlert id={errorId} message={document.nameError} />
      <FormAlert message={document.formError} />
    </div>
  );
}
