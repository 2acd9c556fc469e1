import type { ImportSummary } from '@core/account/import-contracts';
import { defineMessages } from 'react-intl';
import { ApiError } from '@/lib/api-client';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { importIssueLines, importReport } from './import-report';

const messages = defineMessages({
  finished: { id: 'account.import.finished', defaultMessage: 'Import finished' },
  notImported: {
    id: 'account.import.notImported',
    defaultMessage: 'This file was not imported, and nothing was changed.',
  },
  failed: { id: 'account.import.failed', defaultMessage: 'Something went wrong. Please try again.' },
});

/** What an import did (its `summary`), or why the file was not imported (its `error`). */
export function ImportOutcome({ summary, error }: { summary: ImportSummary | undefined; error: Error | null }) {
  const t = useT();
  const said = useSaid();
  const messageOf = useMessageOf();
  const issues = error instanceof ApiError ? importIssueLines(error.issues, t, said) : [];
  return (
    <>
      {summary && (
        <div role="status" aria-label={t(messages.finished)}>
          {importReport(summary, t).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {error && (
        <div role="alert" className="text-destructive">
          <p>{t(messages.notImported)}</p>
          {issues.length > 0 ? (
            <ul className="list-disc pl-5">
              {issues.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>{messageOf(error, t(messages.failed))}</p>
          )}
        </div>
      )}
    </>
  );
}
