import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { defineMessages } from 'react-intl';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useImportData } from '../api/import-data';
import { importIssueLines, importReport } from './import-report';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaid } from '@/lib/i18n/use-said';

const messages = defineMessages({
  description: {
    id: 'account.import.description',
    defaultMessage:
      'Import data reads such a file back into this account. Importing the same file twice adds nothing twice.',
  },
  importing: { id: 'account.import.importing', defaultMessage: 'Importing…' },
  button: { id: 'account.import.button', defaultMessage: 'Import data' },
  finished: { id: 'account.import.finished', defaultMessage: 'Import finished' },
  notImported: {
    id: 'account.import.notImported',
    defaultMessage: 'This file was not imported, and nothing was changed.',
  },
  failed: { id: 'account.import.failed', defaultMessage: 'Something went wrong. Please try again.' },
});

/** Profile → Your data → 'Import data': a file 'Export my data' made, read back into this account. */
export function ImportData() {
  const t = useT();
  const said = useSaid();
  const messageOf = useMessageOf();
  const input = useRef<HTMLInputElement>(null);
  const importData = useImportData();

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) imports again.
    event.target.value = '';
    if (file) importData.mutate(file);
  };

  const { error, data: summary } = importData;
  const issues = error instanceof ApiError ? importIssueLines(error.issues, t, said) : [];
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">{t(messages.description)}</p>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onChoose}
      />
      <Button variant="outline" disabled={importData.isPending} onClick={() => input.current?.click()}>
        <Upload className="size-4" aria-hidden="true" />
        {importData.isPending ? t(messages.importing) : t(messages.button)}
      </Button>
      <div aria-live="polite" className="space-y-1 text-sm">
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
      </div>
    </div>
  );
}
