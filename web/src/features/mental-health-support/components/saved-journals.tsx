import { journalDocuments } from '@core/tools/mental-health-support/journal';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { JournalDocument } from '../hooks/use-journal-document';

/** The founder's journals (no share: they are private). */
export function SavedJournals({ journal }: { journal: JournalDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'entry', (count) =>
      t(
        { id: 'mentalHealth.journals.count', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={journalDocuments}
      actions={journal}
      openId={journal.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'mentalHealth.journals.title', defaultMessage: 'Your journals' }),
        listLabel: t({ id: 'mentalHealth.journals.listLabel', defaultMessage: 'Your journals' }),
        empty: t({
          id: 'mentalHealth.journals.empty',
          defaultMessage: 'No journal yet. Your first check-in starts one, and it saves itself.',
        }),
        loadError: t({ id: 'mentalHealth.journals.loadError', defaultMessage: 'Could not load your journals.' }),
        deleteTitle: t({ id: 'mentalHealth.journals.deleteTitle', defaultMessage: 'Delete journal?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'mentalHealth.journals.deleteDescription',
              defaultMessage: "''{name}'' and all its entries will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
