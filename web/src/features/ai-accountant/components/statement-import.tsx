import type { BooksView, ImportResult } from '@core/tools/ai-accountant/accountant-contracts';
import { withoutRepeats } from '@core/tools/ai-accountant/books';
import { guessMapping, readStatement, type ColumnMapping } from '@core/tools/ai-accountant/statement-import';
import { CsvParseError, parseCsv, type CsvRow } from '@core/csv';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useImportTransactions, useSaveSettings } from '../api/books-api';
import { useBooksText } from '../hooks/use-books-text';
import { MappingFields } from './mapping-fields';

type Statement = { name: string; records: CsvRow[]; header: string[] };

/** The saved mapping when the file has all its columns (the same bank's statement), else a guess from the header. */
const mappingFor = (header: string[], saved: ColumnMapping | null) =>
  saved && readStatement([{ line: 1, cells: header }], saved).problems.length === 0 ? saved : guessMapping(header);

/** A bank statement (CSV): choose the file, match its columns, see what it holds and its bad rows, then decide. */
export function StatementImport({ books }: { books: BooksView }) {
  const t = useT();
  const said = useSaid();
  const fileId = useId();
  const money = useMoney(books.currency);
  const text = useBooksText();
  const importRows = useImportTransactions();
  const saveSettings = useSaveSettings();
  const [statement, setStatement] = useState<Statement | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reading = useMemo(
    () => (statement && mapping ? readStatement(statement.records, mapping) : null),
    [statement, mapping],
  );
  const repeats = reading ? withoutRepeats(reading.rows).repeats : 0;

  const choose = async (file: File | undefined) => {
    setResult(null);
    setFailure(null);
    setFileError(null);
    if (!file) return;
    try {
      const records = parseCsv(await file.text());
      const header = (records[0]?.cells ?? []).map((cell) => cell.trim());
      setStatement({ name: file.name, records, header });
      setMapping(mappingFor(header, books.mapping));
    } catch (error) {
      setStatement(null);
      setFileError(
        error instanceof CsvParseError
          ? t(
              { id: 'aiAccountant.import.unreadable', defaultMessage: 'This file cannot be read as CSV: {problem}' },
              { problem: error.message },
            )
          : t({ id: 'aiAccountant.import.unreadableFile', defaultMessage: 'This file cannot be read.' }),
      );
    }
  };
  const cancel = () => {
    setStatement(null);
    setMapping(null);
  };
  const importGood = async () => {
    if (!reading || !mapping) return;
    setFailure(null);
    try {
      if (JSON.stringify(mapping) !== JSON.stringify(books.mapping))
        await saveSettings.mutateAsync({ currency: books.currency, mapping });
      const done = await importRows.mutateAsync(
        reading.rows.map(({ date, description, amount, category }) => ({
          date,
          description,
          amount,
          ...(category ? { category } : {}),
        })),
      );
      setResult(done);
      cancel();
    } catch (error) {
      setFailure(messageOf(error, somethingWentWrong()));
    }
  };
  const busy = importRows.isPending || saveSettings.isPending;
  const good = reading?.rows.length ?? 0;
  const bad = reading ? new Set(reading.problems.map((problem) => problem.line)).size : 0;

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="text-sm font-medium">
          {t({ id: 'aiAccountant.import.file', defaultMessage: 'Bank statement (CSV)' })}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="block text-sm"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <FormAlert message={fileError} />
      </div>
      {result && (
        <p role="status" className="text-sm">
          {t(
            {
              id: 'aiAccountant.import.done',
              defaultMessage:
                'Imported {imported, plural, one {# transaction} other {# transactions}}; skipped {duplicates, plural, one {# duplicate} other {# duplicates}}.',
            },
            { ...result },
          )}
        </p>
      )}
      {statement && mapping && reading && (
        <div className="space-y-4">
          <MappingFields header={statement.header} mapping={mapping} onChange={setMapping} />
          <p className="text-sm">
            {t(
              {
                id: 'aiAccountant.import.summary',
                defaultMessage:
                  '{file}: {good, plural, one {# row} other {# rows}} ready to import, {bad, plural, one {# bad row} other {# bad rows}}, {repeats, plural, one {# repeated row} other {# repeated rows}}.',
              },
              { file: statement.name, good, bad, repeats },
            )}
          </p>
          {reading.problems.length > 0 && (
            <div role="alert" className="space-y-1 rounded-md border border-destructive p-3 text-sm">
              <p className="font-medium text-destructive">
                {t({ id: 'aiAccountant.import.problems', defaultMessage: 'These rows cannot be imported:' })}
              </p>
              <ul className="list-inside list-disc">
                {reading.problems.slice(0, 50).map((problem) => (
                  <li key={`${problem.line}-${problem.field}`}>
                    {t(
                      { id: 'aiAccountant.import.problem', defaultMessage: 'Line {line}: {message}' },
                      { line: problem.line, message: said(problem.message) },
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {good > 0 && (
            <table className="w-full text-sm">
              <caption className="text-left font-medium">
                {t({ id: 'aiAccountant.import.preview', defaultMessage: 'Preview (first 5 rows)' })}
              </caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col">{t({ id: 'aiAccountant.import.line', defaultMessage: 'Line' })}</th>
                  <th scope="col">{t({ id: 'aiAccountant.form.date', defaultMessage: 'Date' })}</th>
                  <th scope="col">{t({ id: 'aiAccountant.form.description', defaultMessage: 'Description' })}</th>
                  <th scope="col" className="text-right">
                    {t({ id: 'aiAccountant.import.amount', defaultMessage: 'Amount' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {reading.rows.slice(0, 5).map((row) => (
                  <tr key={row.line}>
                    <td>{row.line}</td>
                    <td>{text.date(row.date)}</td>
                    <td>{row.description}</td>
                    <td className="text-right">{money.format(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void importGood()} disabled={busy || good === 0}>
              {bad > 0
                ? t(
                    {
                      id: 'aiAccountant.import.importGood',
                      defaultMessage: 'Skip the bad rows and import {good, plural, one {# row} other {# rows}}',
                    },
                    { good },
                  )
                : t(
                    {
                      id: 'aiAccountant.import.importAll',
                      defaultMessage: 'Import {good, plural, one {# row} other {# rows}}',
                    },
                    { good },
                  )}
            </Button>
            <Button variant="outline" onClick={cancel} disabled={busy}>
              {t({ id: 'aiAccountant.import.cancel', defaultMessage: 'Cancel import' })}
            </Button>
          </div>
        </div>
      )}
      <FormAlert message={failure ? said(failure) : undefined} />
    </div>
  );
}
