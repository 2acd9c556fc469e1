import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, messageOf } from '@/lib/api-client';
import { useImportData } from '../api/import-data';
import { importIssueLines, importReport } from './import-report';

/** Profile → Your data → 'Import data': a file 'Export my data' made, read back into this account. */
export function ImportData() {
  const input = useRef<HTMLInputElement>(null);
  const importData = useImportData();

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) imports again.
    event.target.value = '';
    if (file) importData.mutate(file);
  };

  const { error, data: summary } = importData;
  const issues = error instanceof ApiError ? importIssueLines(error.issues) : [];
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        Import data reads such a file back into this account. Importing the same file twice adds nothing twice.
      </p>
      <input ref={input} type="file" accept="application/json,.json" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onChoose} />
      <Button variant="outline" disabled={importData.isPending} onClick={() => input.current?.click()}>
        <Upload className="size-4" aria-hidden="true" />
        {importData.isPending ? 'Importing…' : 'Import data'}
      </Button>
      <div aria-live="polite" className="space-y-1 text-sm">
        {summary && (
          <div role="status" aria-label="Import finished">
            {importReport(summary).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {error && (
          <div role="alert" className="text-destructive">
            <p>This file was not imported, and nothing was changed.</p>
            {issues.length > 0 ? (
              <ul className="list-disc pl-5">
                {issues.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p>{messageOf(error, 'Something went wrong. Please try again.')}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
