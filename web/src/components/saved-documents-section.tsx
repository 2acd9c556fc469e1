import type { ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { FilePlus2, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { SavedDocumentList } from '@/components/saved-document-list';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import type { DocumentActions } from '@/lib/tool-documents/use-document-actions';

/** What the section does with the tool's document actions (those of any tool: no saving of data here). */
type SectionActions = Omit<DocumentActions, 'save' | 'openDocument'>;

type SavedDocumentsSectionProps = {
  kind: ToolDocumentKind;
  actions: SectionActions;
  openId: string | null;
  summaryOf: (document: ToolDocumentSummary) => string;
  /** The tool's words: the section's title, the name field, Save and New, and the list's texts. */
  texts: Parameters<typeof SavedDocumentList>[0]['texts'] & { title: string; name: string; save: string; startNew: string };
};

/**
 * For a tool that saves by itself (ADR 0028): the document's name, where it stands, Save (without Auto save, or to
 * try again after a failed save) and New, and the user's saved documents (open, delete).
 */
export function SavedDocumentsSection({ kind, actions, openId, summaryOf, texts }: SavedDocumentsSectionProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actions.submit();
  };
  return (
    <SectionCard title={texts.title} aside={<DocumentSaveStatus state={actions.saveState} />}>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <FormField
            label={texts.name}
            value={actions.name}
            maxLength={kind.nameMaxLength}
            error={actions.nameError ?? undefined}
            onChange={(event) => actions.setName(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {(!actions.isAuto || actions.saveState === 'notSaved') && (
            <Button type="submit" disabled={actions.isSaving || !actions.isDirty} aria-busy={actions.isSaving}>
              <Save className="size-4" aria-hidden="true" />
              {texts.save}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={() => actions.replace({ kind: 'new' })}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {texts.startNew}
          </Button>
        </div>
      </form>
      <FormAlert message={actions.formError} />
      <SavedDocumentList kind={kind} actions={actions} openId={openId} summaryOf={summaryOf} texts={texts} />
    </SectionCard>
  );
}
