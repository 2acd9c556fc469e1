import type { ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { AutoSaveNameForm } from '@/components/auto-save-name-form';
import { DocumentSaveStatus } from '@/components/document-save-status';
import { SavedDocumentList } from '@/components/saved-document-list';
import { SectionCard } from '@/components/section-card';
import type { DocumentActions } from '@/lib/tool-documents/use-document-actions';

/** What the section does with the tool's document actions (those of any tool: no saving of data here). */
type SectionActions = Omit<DocumentActions, 'save' | 'openDocument'>;

type SavedDocumentsSectionProps = {
  kind: ToolDocumentKind;
  actions: SectionActions;
  openId: string | null;
  summaryOf: (document: ToolDocumentSummary) => string;
  /** The tool's words: the section's title, the name field, Save and New, and the list's texts. */
  texts: Parameters<typeof SavedDocumentList>[0]['texts'] & {
    title: string;
    name: string;
    save: string;
    startNew: string;
  };
};

/**
 * For a tool that saves by itself (ADR 0028): the document's name, where it stands, Save (without Auto save, or to
 * try again after a failed save) and New, and the user's saved documents (open, delete).
 */
export function SavedDocumentsSection({ kind, actions, openId, summaryOf, texts }: SavedDocumentsSectionProps) {
  return (
    <SectionCard title={texts.title} aside={<DocumentSaveStatus state={actions.saveState} />}>
      <AutoSaveNameForm actions={actions} maxLength={kind.nameMaxLength} labels={texts} />
      <SavedDocumentList kind={kind} actions={actions} openId={openId} summaryOf={summaryOf} texts={texts} />
    </SectionCard>
  );
}
