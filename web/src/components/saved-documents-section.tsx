import type { ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentList } from '@/components/saved-document-list';
import { SectionCard } from '@/components/section-card';

type SavedDocumentsSectionProps = Omit<Parameters<typeof SavedDocumentList>[0], 'texts'> & {
  kind: ToolDocumentKind;
  summaryOf: (document: ToolDocumentSummary) => string;
  /** The tool's words: the section's title and the list's texts. */
  texts: Parameters<typeof SavedDocumentList>[0]['texts'] & { title: string };
};

/** A tool's saved documents under its header (the open one's name, status and Save are in the header: DocumentBar). */
export function SavedDocumentsSection({ texts, ...list }: SavedDocumentsSectionProps) {
  return (
    <SectionCard title={texts.title}>
      <SavedDocumentList {...list} texts={texts} />
    </SectionCard>
  );
}
