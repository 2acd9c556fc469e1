import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import { readStatement, type ColumnMapping, type StatementTable } from '@core/tools/ai-accountant/statement-import';
import type { ImportResult } from '@core/tools/ai-accountant/statement-import-contracts';
import { statementTableOf } from '@core/tools/ai-accountant/statement-layout';
import { CsvParseError } from '@core/csv';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { useCompanySettings } from '@/lib/company-settings';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { importPreviewQueryOptions, useImportStatement } from '../api/books-api';
import { AlreadyImportedRows } from './already-imported-rows';
import { MappingFields } from './mapping-fields';
import { NotCompletedRows, StatementProblems } from './statement-problems';
import { StatementRowsPreview } from './statement-rows-preview';
import { mappingFor, type MappingSource } from './statement-mapping';

type Statement = { id: number; name: string; table: StatementTable; source: MappingSource };

/**
 * A bank statement (CSV): choose the file, see the columns it was read by (remembered for its bank layout, or
 * guessed) and change them, see its bad rows and the rows that look already imported, then decide (ADR 0081).
 */
export function StatementImport({ books }: { books: BooksView }) {
  const t = useT();
  const said = useSaid();
  const fileId = useId();
  const { dateFormat } = useCompanySettings();
  const importStatement = useImportStatement();
  const [statement, setStatement] = useState<Statement | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [kept, setKept] = useState<Set<number>>(new Set());
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reading = useMemo(() => {
    if (!statement || !mapping) return null;
    const read = readStatement(statement.table, mapping);
    // A fee's description ('Fee: …', said by core) in the founder's language, as it is shown and stored.
    return { ...read, rows: read.rows.map((row) => ({ ...row, description: said(row.description) })) };
  }, [statement, mapping, said]);
  const rows = useMemo(
    () =>
      (reading?.rows ?? []).map(({ date, description, amount, category, reference }) => ({
        date,
        description,
        amount,
        ...(category ? { category } : {}),
        ...(reference ? { reference } : {}),
      })),
    [reading],
  );
  const preview = useQuery({
    ...importPreviewQueryOptions(statement?.id ?? 0, mapping!, rows),
    enabled: rows.length > 0 && mapping !== null,
  });
  const recognised = preview.data?.alreadyImported ?? [];

  const choose = async (file: File | undefined) => {
    setResult(null);
    setFailure(null);
    setFileError(null);
    setKept(new Set());
    if (!file) return;
    try {
      const table = statementTableOf(await file.text());
      const chosen = mappingFor(table, books, dateFormat);
      setStatement({ id: (statement?.id ?? 0) + 1, name: file.name, table, source: chosen.source });
      setMapping(chosen.mapping);
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
  const changeMapping = (next: ColumnMapping) => {
    setKept(new Set());
    setMapping(next);
  };
  const cancel = () => {
    setStatement(null);
    setMapping(null);
  };
  const skip = recognised.filter((index) => !kept.has(index));
  const importGood = async () => {
    if (!statement || !mapping || !preview.data) return;
    setFailure(null);
    try {
      const done = await importStatement.mutateAsync({
        transactions: rows,
        skip,
        layout: { header: statement.table.header, mapping },
      });
      setResult(done);
      cancel();
    } catch (error) {
      setFailure(messageOf(error, somethingWentWrong()));
    }
  };
  const good = rows.length - skip.length;
  const bad = reading ? new Set(reading.problems.map((problem) => problem.line)).size : 0;
  const checking = rows.length > 0 && !preview.data;

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
              id: 'aiAccountant.import.result',
              defaultMessage:
                'Imported {imported, plural, one {# transaction} other {# transactions}}. {recognised, plural, =0 {No row looked already imported.} one {# row looked already imported: {skipped} skipped, {kept} imported again.} other {# rows looked already imported: {skipped} skipped, {kept} imported again.}}',
            },
            { ...result },
          )}
        </p>
      )}
      {statement && mapping && reading && (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">
            {statement.source === 'remembered'
              ? t({
                  id: 'aiAccountant.import.mappingRemembered',
                  defaultMessage:
                    'Columns matched as at your last import of this bank layout. Change them below if need be.',
                })
              : t({
                  id: 'aiAccountant.import.mappingGuessed',
                  defaultMessage:
                    'Columns matched from the file’s headers. Check them below; they are kept for this bank layout.',
                })}
          </p>
          <MappingFields header={statement.table.header} mapping={mapping} onChange={changeMapping} />
          <p className="text-sm">
            {t(
              {
                id: 'aiAccountant.import.rowsRead',
                defaultMessage:
                  '{file}: {rows, plural, one {# row} other {# rows}} read, {bad, plural, one {# bad row} other {# bad rows}}, {recognised, plural, one {# looks} other {# look}} already imported.',
              },
              { file: statement.name, rows: rows.length, bad, recognised: recognised.length },
            )}
          </p>
          <StatementProblems problems={reading.problems} />
          <NotCompletedRows rows={reading.notCompleted} />
          {checking && (
            <p role="status" className="text-sm">
              {t({
                id: 'aiAccountant.import.checking',
                defaultMessage: 'Checking your books for rows already imported…',
              })}
            </p>
          )}
          <FormAlert message={preview.error ? said(messageOf(preview.error, somethingWentWrong())) : undefined} />
          <AlreadyImportedRows
            rows={reading.rows}
            recognised={recognised}
            kept={kept}
            onChange={setKept}
            currency={books.currency}
          />
          <StatementRowsPreview rows={reading.rows} currency={books.currency} />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void importGood()}
              disabled={importStatement.isPending || !preview.data || rows.length === 0}
            >
              {good === 0
                ? t(
                    {
                      id: 'aiAccountant.import.skipAll',
                      defaultMessage:
                        'Skip {count, plural, one {the row} other {the # rows}} already imported and import nothing',
                    },
                    { count: skip.length },
                  )
                : bad > 0
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
            <Button variant="outline" onClick={cancel} disabled={importStatement.isPending}>
              {t({ id: 'aiAccountant.import.cancel', defaultMessage: 'Cancel import' })}
            </Button>
          </div>
        </div>
      )}
      <FormAlert message={failure ? said(failure) : undefined} />
    </div>
  );
}
