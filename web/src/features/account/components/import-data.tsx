import { Upload } from 'lucide-react';
import { lazy, Suspense, useRef, type ChangeEvent } from 'react';
import { defineMessages } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import { useImportData } from '../api/import-data';

// The outcome's words name every tool's part of the file (core's tool contracts, ADR 0067): they load with an upload,
// not with the profile.
const outcomeCode = loadOnce(() => import('./import-outcome'));
const ImportOutcome = lazy(async () => ({ default: (await outcomeCode.load()).ImportOutcome }));

const messages = defineMessages({
  description: {
    id: 'account.import.description',
    defaultMessage:
      'Import data reads such a file back into this account. Importing the same file twice adds nothing twice.',
  },
  importing: { id: 'account.import.importing', defaultMessage: 'Importing…' },
  button: { id: 'account.import.button', defaultMessage: 'Import data' },
});

/** Profile → Your data → 'Import data': a file 'Export my data' made, read back into this account. */
export function ImportData() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const importData = useImportData();

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) imports again.
    event.target.value = '';
    if (!file) return;
    // Loaded while the file is read and sent; should it fail, showing the outcome tries again.
    outcomeCode.load().catch(() => undefined);
    importData.mutate(file);
  };

  const { error, data: summary } = importData;
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
        {(summary || error) && (
          <Suspense>
            <ImportOutcome summary={summary} error={error} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
