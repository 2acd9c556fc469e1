import {
  csvTableOf,
  guessColumns,
  previewImport,
  type CsvColumns,
  type CsvField,
  type CsvRecordReading,
  type CsvTable,
} from '@core/csv-import/csv-records';
import { CsvParseError } from '@core/csv';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NativeSelect } from '@/components/ui/native-select';
import { useSaid } from '@/lib/i18n/use-said';
import { useI18n, useT } from '@/lib/i18n/use-t';

/** The largest file read: a list of contacts is kilobytes; this keeps a wrong file from stalling the page. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type CsvImportProps<Item, Key extends string> = {
  title: string;
  /** The fields, in the order the mapping shows them, with their labels and the header names that usually hold them. */
  fields: readonly (CsvField<Key> & { label: string })[];
  read: (values: Record<Key, string>) => CsvRecordReading<Item, Key>;
  /** The key duplicates are found by (an e-mail address), null for none; and the keys already kept. */
  keyOf: (item: Item) => string | null;
  existingKeys: ReadonlySet<string>;
  /** What the file may be, as the file input's `accept` says, its label, and how it is read (CSV unless given). */
  file?: { accept: string; label: string; tableOf: (text: string, fileName: string) => CsvTable };
  /** How a row is named in the preview (a name and an address). */
  describe: (item: Item) => string;
  /** How many more items there is room for. */
  room: number;
  /** 'Import 3 investors'. */
  importLabel: (count: number) => string;
  onImport: (items: Item[]) => void;
  onClose: () => void;
};

/**
 * Imports records from a CSV file: the file is read in the browser, its columns guessed from the header and shown for
 * the person to change, and every record is listed before anything is kept — ready, a duplicate (by its key, skipped)
 * or a problem (its line, field and why, skipped). Only the ready ones are imported, with one press.
 */
export function CsvImportDialog<Item, Key extends string>(props: CsvImportProps<Item, Key>) {
  const {
    title,
    fields,
    read,
    keyOf,
    existingKeys,
    file: fileKind,
    describe,
    room,
    importLabel,
    onImport,
    onClose,
  } = props;
  const t = useT();
  const intl = useI18n();
  const said = useSaid();
  const id = useId();
  const [table, setTable] = useState<CsvTable | null>(null);
  const [columns, setColumns] = useState<CsvColumns<Key> | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMemo(
    () => (table && columns ? previewImport({ rows: table.rows, columns, read, keyOf, existingKeys }) : null),
    [table, columns, read, keyOf, existingKeys],
  );
  const fieldLabel = (key: Key) => fields.find((field) => field.key === key)?.label ?? key;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setTable(null);
    setColumns(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t({ id: 'csvImport.tooLarge', defaultMessage: 'The file is larger than 2 MB.' }));
      return;
    }
    try {
      const text = await file.text();
      const read = fileKind ? fileKind.tableOf(text, file.name) : csvTableOf(text);
      if (read.rows.length === 0) {
        setFileError(t({ id: 'csvImport.noRows', defaultMessage: 'The file has a header but no rows to import.' }));
        return;
      }
      setFileError(null);
      setTable(read);
      setColumns(guessColumns(read.header, fields));
    } catch (error) {
      setFileError(
        error instanceof CsvParseError
          ? t(
              { id: 'csvImport.unclosedQuote', defaultMessage: 'Line {line}: a quoted field never closes.' },
              { line: error.line },
            )
          : t({ id: 'csvImport.unreadable', defaultMessage: 'The file could not be read as CSV.' }),
      );
    }
  };

  const ready = preview?.ready.length ?? 0;
  const tooMany = ready > room;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" title={title}>
        <div className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-file`} className="text-sm font-medium">
              {fileKind?.label ?? t({ id: 'csvImport.file', defaultMessage: 'CSV file' })}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={fileKind?.accept ?? '.csv,text/csv'}
              onChange={(event) => void choose(event)}
              className="block w-full text-sm"
              aria-describedby={fileError ? `${id}-file-error` : undefined}
            />
            {fileError && (
              <p id={`${id}-file-error`} role="alert" className="text-sm text-destructive">
                {fileError}
              </p>
            )}
          </div>
          {table && columns && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">
                {t({ id: 'csvImport.columns', defaultMessage: 'Columns' })}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {fields.map((field) => (
                  <div key={field.key} className="space-y-1">
                    <label htmlFor={`${id}-${field.key}`} className="text-xs text-muted-foreground">
                      {field.label}
                    </label>
                    <NativeSelect
                      id={`${id}-${field.key}`}
                      className="h-9 w-full"
                      value={columns[field.key] === null ? '' : String(columns[field.key])}
                      onChange={(event) =>
                        setColumns({
                          ...columns,
                          [field.key]: event.target.value === '' ? null : Number(event.target.value),
                        })
                      }
                    >
                      <option value="">{t({ id: 'csvImport.noColumn', defaultMessage: 'None' })}</option>
                      {table.header.map((name, index) => (
                        <option key={index} value={index}>
                          {name ||
                            t(
                              { id: 'csvImport.unnamedColumn', defaultMessage: 'Column {number}' },
                              { number: index + 1 },
                            )}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ))}
              </div>
            </fieldset>
          )}
          {preview && (
            <div className="space-y-3" aria-live="polite">
              <p className="text-sm font-medium">
                {t(
                  {
                    id: 'csvImport.summary',
                    defaultMessage:
                      '{ready, plural, one {# row is ready} other {# rows are ready}}, {duplicates, plural, one {# duplicate} other {# duplicates}} and {problems, plural, one {# row with a problem} other {# rows with problems}} will be skipped.',
                  },
                  { ready, duplicates: preview.duplicates.length, problems: preview.problems.length },
                )}
              </p>
              {preview.duplicates.length > 0 && (
                <section aria-labelledby={`${id}-duplicates`}>
                  <h3 id={`${id}-duplicates`} className="text-sm font-semibold">
                    {t({ id: 'csvImport.duplicates', defaultMessage: 'Duplicates (skipped)' })}
                  </h3>
                  <ul className="mt-1 space-y-0.5 text-sm">
                    {preview.duplicates.map(({ line, item, of }) => (
                      <li key={line}>
                        {of === 'existing'
                          ? t(
                              {
                                id: 'csvImport.duplicateExisting',
                                defaultMessage: 'Line {line}: {item} is already here',
                              },
                              { line, item: describe(item) },
                            )
                          : t(
                              {
                                id: 'csvImport.duplicateInFile',
                                defaultMessage: 'Line {line}: {item} is on an earlier line',
                              },
                              { line, item: describe(item) },
                            )}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {preview.problems.length > 0 && (
                <section aria-labelledby={`${id}-problems`}>
                  <h3 id={`${id}-problems`} className="text-sm font-semibold">
                    {t({ id: 'csvImport.problems', defaultMessage: 'Rows with problems (skipped)' })}
                  </h3>
                  <ul className="mt-1 space-y-0.5 text-sm text-destructive">
                    {preview.problems.map(({ line, issues }) => (
                      <li key={line}>
                        {t(
                          { id: 'csvImport.problem', defaultMessage: 'Line {line}: {issues}' },
                          {
                            line,
                            issues: intl.formatList(
                              issues.map(({ field, message }) =>
                                t(
                                  { id: 'csvImport.fieldIssue', defaultMessage: '{field}: {message}' },
                                  { field: fieldLabel(field), message: said(message) },
                                ),
                              ),
                              { type: 'unit' },
                            ),
                          },
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {tooMany && (
                <FormAlert
                  message={t(
                    {
                      id: 'csvImport.noRoom',
                      defaultMessage: 'There is room for {room, plural, one {# more row} other {# more rows}} only.',
                    },
                    { room },
                  )}
                />
              )}
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t({ id: 'csvImport.cancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button
              disabled={!preview || ready === 0 || tooMany}
              onClick={() => {
                if (!preview) return;
                onImport(preview.ready.map(({ item }) => item));
                onClose();
              }}
            >
              {importLabel(ready)}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
