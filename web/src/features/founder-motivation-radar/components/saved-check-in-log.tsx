import { checkInLogDocuments } from '@core/tools/founder-motivation-radar/check-in-logs';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { CheckInLogDocument } from '../hooks/use-check-in-log-document';

/** The founder's saved check-in log (one a user): open, delete. */
export function SavedCheckInLog({ log }: { log: CheckInLogDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'check-in', (count) =>
      t(
        {
          id: 'motivationRadar.history.summary',
          defaultMessage: '{count, plural, one {# check-in} other {# check-ins}}',
        },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={checkInLogDocuments}
      actions={log}
      openId={log.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'motivationRadar.saved.title', defaultMessage: 'Saved check-in log' }),
        listLabel: t({ id: 'motivationRadar.saved.listLabel', defaultMessage: 'Saved check-in log' }),
        empty: t({
          id: 'motivationRadar.saved.empty',
          defaultMessage: 'Nothing saved yet. Your first check-in saves your log here, for you alone.',
        }),
        loadError: t({
          id: 'motivationRadar.saved.loadError',
          defaultMessage: 'Could not load your saved check-in log.',
        }),
        deleteTitle: t({ id: 'motivationRadar.saved.deleteTitle', defaultMessage: 'Delete your check-in log?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'motivationRadar.saved.deleteDescription',
              defaultMessage: "''{name}'' and every check-in in it will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
