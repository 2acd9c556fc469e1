import { CSV_SEPARATORS, parseCsv, type CsvRow, type CsvSeparator } from '../csv';

/** A CSV file to import records from: its header row's names and the records below it. */
export type CsvTable = { header: string[]; rows: CsvRow[] };

/** Of comma, semicolon and tab, the one that splits the first record into the most columns (a comma when none does). */
function separatorOf(text: string): CsvSeparator {
  const columns = (separator: CsvSeparator) => {
    try {
      return parseCsv(text, { separator, maxRecords: 1 })[0]?.cells.length ?? 0;
    } catch {
      return 0;
    }
  };
  const counts = CSV_SEPARATORS.map(columns);
  return CSV_SEPARATORS[counts.indexOf(Math.max(...counts))]!;
}

/** A CSV file as a table: the first record is the header (names trimmed), the rest are its records. Throws CsvParseError. */
export function csvTableOf(text: string): CsvTable {
  const [header, ...rows] = parseCsv(text, { separator: separatorOf(text) });
  return { header: (header?.cells ?? []).map((name) => name.trim()), rows };
}

/** A field a record can be imported into, and the header names that usually hold it. */
export type CsvField<Key extends string> = { key: Key; headers: RegExp };

/** Which column (its index in the header) each field is read from; null: none. */
export type CsvColumns<Key extends string> = Record<Key, number | null>;

/**
 * A first guess at the columns from the header's names: each field takes the first column its pattern matches that
 * no field before it took, so 'Next step date' is not also read as the next step.
 */
export function guessColumns<Key extends string>(header: readonly string[], fields: readonly CsvField<Key>[]) {
  const taken = new Set<number>();
  const columns = {} as CsvColumns<Key>;
  for (const { key, headers } of fields) {
    const index = header.findIndex((name, place) => !taken.has(place) && headers.test(name));
    columns[key] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return columns;
}

/**
 * A cell as it was meant: trimmed, and without the apostrophe a CSV export puts before a text that a spreadsheet would
 * run as a formula ('+91 98200 00000 is the phone number +91 98200 00000; core/csv.ts writes it so).
 */
const cellText = (cell: string) => cell.trim().replace(/^'(?=[=+\-@])/, '');

/** A record's text per field, as the columns say (a field with no column, or past the row's end, is ''). */
export const recordValues = <Key extends string>(row: CsvRow, columns: CsvColumns<Key>): Record<Key, string> =>
  Object.fromEntries(
    Object.entries<number | null>(columns).map(([key, index]) => [
      key,
      index === null ? '' : cellText(row.cells[index] ?? ''),
    ]),
  ) as Record<Key, string>;

/** A field of a record that cannot be imported as it is, and why. */
export type CsvIssue<Key extends string> = { field: Key; message: string };

/** How a record reads: the item, or what is wrong with it. */
export type CsvRecordReading<Item, Key extends string> = { item: Item } | { issues: CsvIssue<Key>[] };

/** What an import would do, before anything is stored: the items to add, the duplicates and the rows in error. */
export type ImportPreview<Item, Key extends string> = {
  ready: { line: number; item: Item }[];
  /** A record whose key is already among the existing ones (`existing`) or on an earlier line of the file. */
  duplicates: { line: number; item: Item; of: 'existing' | 'file' }[];
  problems: { line: number; issues: CsvIssue<Key>[] }[];
};

/**
 * Reads every record of the table as the columns say: each is an item ready to add, a duplicate (its key — an
 * e-mail address, say — already kept, or met on an earlier line) or a problem. Records with no key are never
 * duplicates. Nothing is dropped unseen: every record is in exactly one of the three lists.
 */
export function previewImport<Item, Key extends string>({
  rows,
  columns,
  read,
  keyOf,
  existingKeys,
}: {
  rows: readonly CsvRow[];
  columns: CsvColumns<Key>;
  read: (values: Record<Key, string>) => CsvRecordReading<Item, Key>;
  keyOf: (item: Item) => string | null;
  existingKeys: ReadonlySet<string>;
}): ImportPreview<Item, Key> {
  const preview: ImportPreview<Item, Key> = { ready: [], duplicates: [], problems: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const reading = read(recordValues(row, columns));
    if ('issues' in reading) {
      preview.problems.push({ line: row.line, issues: reading.issues });
      continue;
    }
    const key = keyOf(reading.item);
    if (key !== null && existingKeys.has(key))
      preview.duplicates.push({ line: row.line, item: reading.item, of: 'existing' });
    else if (key !== null && seen.has(key)) preview.duplicates.push({ line: row.line, item: reading.item, of: 'file' });
    else preview.ready.push({ line: row.line, item: reading.item });
    if (key !== null) seen.add(key);
  }
  return preview;
}
