import { CSV_SEPARATORS, parseCsv, type CsvRow, type CsvSeparator } from '../../csv';
import { readAmount } from './statement-amounts';
import {
  DATE_FORMATS,
  readDate,
  readDirection,
  type ColumnMapping,
  type DateFormat,
  type StatementTable,
} from './statement-import';

/**
 * A statement's layout (ADR 0081): where its header row is, and a first guess at its column mapping from the header
 * names and the values under them — so the exports of the banks in docs/tools/ai-accountant.md map themselves.
 */

/** A header name as the guesses compare it: lower case, single spaces, no trailing dots. */
const normalised = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.+$/, '');

/** The key a layout's mapping is remembered by: its header row, normalised. */
export const layoutKey = (header: readonly string[]) => JSON.stringify(header.map(normalised));

const isDateName = (name: string) => /date|\bdt\b/.test(name);
const DEBIT = (name: string) => /debit|withdrawal|money out|paid out/.test(name) || name === 'dr';
const CREDIT = (name: string) => /credit|deposit|money in|paid in/.test(name) || name === 'cr';
const isAmountName = (name: string) => /amount|amt\b/.test(name) || DEBIT(name) || CREDIT(name);

/** A date in any of the formats, as a date column's values are. */
const readsAsDate = (value: string) => DATE_FORMATS.some((format) => readDate(value, format) !== undefined);

/** How many of a file's first records may stand above its header row. */
const HEADER_WITHIN = 30;

/** The index of the header row: the first of the first 30 records naming a date column and an amount column, or -1. */
const headerIndex = (records: readonly CsvRow[]) =>
  records.slice(0, HEADER_WITHIN).findIndex(({ cells }) => {
    const names = cells.map(normalised);
    return names.some(isDateName) && names.some(isAmountName) && !cells.some(readsAsDate);
  });

/**
 * The header row: the first of the file's first 30 records naming a date column and an amount column (banks put the
 * account's details above it). A file whose first record is already a transaction (Wells Fargo's) has no header:
 * its columns are named #1, #2…
 */
export function statementTable(records: readonly CsvRow[]): StatementTable {
  const index = headerIndex(records);
  if (index >= 0)
    return {
      header: records[index]!.cells.map((cell) => cell.trim()),
      headerLine: records[index]!.line,
      rows: records.slice(index + 1),
    };
  const first = records[0];
  if (first && first.cells.some(readsAsDate))
    return { header: first.cells.map((_, column) => `#${column + 1}`), headerLine: 0, rows: [...records] };
  return {
    header: (first?.cells ?? []).map((cell) => cell.trim()),
    headerLine: first?.line ?? 0,
    rows: records.slice(1),
  };
}

/**
 * The separator of a statement (ADR 0094): of comma, semicolon and tab, the one that splits its header row (as
 * `statementTable` finds it; else its first record) into the most columns, a comma when none splits it. European banks
 * (SEB lets the user choose) and spreadsheets in European locales write semicolons, their amounts a decimal comma.
 */
export function statementSeparator(text: string): CsvSeparator {
  const columns = (separator: CsvSeparator) => {
    try {
      const records = parseCsv(text, { separator, maxRecords: HEADER_WITHIN });
      return (records[Math.max(headerIndex(records), 0)]?.cells ?? []).length;
    } catch {
      return 0;
    }
  };
  const counts = CSV_SEPARATORS.map(columns);
  return CSV_SEPARATORS[counts.indexOf(Math.max(...counts))]!;
}

/** A statement file's table: read with the separator it is written with, its header row found. */
export const statementTableOf = (text: string): StatementTable =>
  statementTable(parseCsv(text, { separator: statementSeparator(text) }));

/**
 * The date format that reads the most of the values (a statement may have a bad row): when more than one reads as
 * many (every day 12 or under), the one preferred (the company's order), else day first.
 */
export function guessDateFormat(values: readonly string[], preferred: DateFormat = 'DD/MM/YYYY'): DateFormat {
  const read = (format: DateFormat) => values.filter((value) => readDate(value, format) !== undefined).length;
  const most = Math.max(...DATE_FORMATS.map(read));
  const reading = DATE_FORMATS.filter((format) => read(format) === most);
  if (reading.includes(preferred)) return preferred;
  return reading.includes('DD/MM/YYYY') ? 'DD/MM/YYYY' : reading[0]!;
}

/**
 * A column holding a type code rather than words: each value one upper-case word (DEBIT, CREDIT, ACH_DEBIT, DSLIP,
 * as in Chase's Details and Type), a few of them.
 */
const isCodeColumn = (values: readonly string[]) =>
  values.length > 0 && values.every((value) => /^[A-Z][A-Z0-9_]*$/.test(value)) && new Set(values).size <= 8;

/**
 * A column saying each row's direction, 'Dr'/'Cr' (any of their written forms): named so ('Dr/Cr', 'Cr/Dr', 'D/C',
 * 'Debit/Credit', 'Type', 'Direction') and holding only directions.
 */
const isDirectionName = (name: string) =>
  /\b(dr ?\/ ?cr|cr ?\/ ?dr|d ?\/ ?c|c ?\/ ?d|debit ?\/ ?credit|credit ?\/ ?debit)\b/.test(name) ||
  ['type', 'txn type', 'transaction type', 'direction'].includes(name);
const isDirectionColumn = (values: readonly string[]) =>
  values.length > 0 && values.every((value) => readDirection(value) !== undefined);
/** A column of a fee charged on each row (Revolut's Fee): named Fee, not a total of fees already in the amount. */
const isFeeName = (name: string) => /^fees?$/.test(name);
/** A row's state at the bank (Revolut's State): COMPLETED, PENDING, REVERTED, DECLINED… */
const STATES = ['completed', 'pending', 'reverted', 'declined', 'failed', 'cancelled'];
const isStateColumn = (values: readonly string[]) =>
  values.length > 0 && values.every((value) => STATES.includes(value.toLowerCase()));

/** The usual names of a description column, most telling first. */
const DESCRIPTION_NAMES = [
  'narration',
  'transaction remarks',
  'remarks',
  'description',
  'details',
  'particulars',
  'memo',
  'payee',
  'merchant',
];
/** Names of a bank's own reference for a row: its transaction id (Revolut Business's ID), reference, cheque number. */
const isReferenceName = (name: string) =>
  name === 'id' ||
  (name !== 'payment reference' &&
    /transferwise id|transaction id|^ref|ref\b|reference|chq|cheque|check (number|or slip)/.test(name));
const isBalanceName = (name: string) => !/opening/.test(name) && /balance|\bbal\b/.test(name);

/**
 * A first guess at the mapping: the date column (a completed date, then a transaction date before a value date) and its
 * format from its values; debit and credit columns, else one amount (a column named Amount before Orig amount or Total
 * amount, which Revolut Business writes too) and a Dr/Cr column when there; the description
 * from the usual names, never a column of type codes or directions; the bank's reference, running balance, fee and
 * state when there; a column named Category.
 */
export function guessMapping({ header, rows }: StatementTable, preferred?: DateFormat): ColumnMapping {
  const names = header.map(normalised);
  const sample = rows.slice(0, 200);
  const values = (column: number) =>
    sample.map((row) => (row.cells[column] ?? '').trim()).filter((value) => value !== '' && value !== '*');
  const taken = new Set<number>();
  const pick = (column: number) => {
    if (column >= 0) taken.add(column);
    return column >= 0 ? header[column]! : '';
  };
  const free = (test: (name: string, column: number) => boolean) =>
    names.findIndex((name, column) => !taken.has(column) && test(name, column));
  // A column of dates or amounts, though a bad row or two may not read.
  const mostly = (column: number, reads: (value: string) => boolean) =>
    values(column).length > 0 && values(column).filter(reads).length * 2 > values(column).length;
  const datesIn = (column: number) => mostly(column, readsAsDate);
  const amountsIn = (column: number) => mostly(column, (value) => typeof readAmount(value) === 'number');

  const dateColumn = [
    free((name, column) => isDateName(name) && name.includes('completed') && (sample.length === 0 || datesIn(column))),
    free((name, column) => isDateName(name) && !name.includes('value') && (sample.length === 0 || datesIn(column))),
    free((name, column) => isDateName(name) && (sample.length === 0 || datesIn(column))),
    free((_, column) => datesIn(column)),
  ].find((column) => column >= 0);
  const date = pick(dateColumn ?? -1);
  const dateFormat = guessDateFormat(dateColumn === undefined ? [] : values(dateColumn), preferred);
  const direction = pick(free((name, column) => isDirectionName(name) && isDirectionColumn(values(column))));
  const debit = free((name) => DEBIT(name) && !isDirectionName(name));
  const credit = free((name) => CREDIT(name) && !isDirectionName(name));
  const amounts =
    debit >= 0 && credit >= 0
      ? ({ amountKind: 'split', debit: pick(debit), credit: pick(credit) } as const)
      : ({
          amountKind: 'single',
          amount: pick(
            [
              free((name) => /^(amount|amt)$/.test(name)),
              free((name) => /amount|amt\b/.test(name) && !isDateName(name)),
              free((name, column) => /^#\d+$/.test(name) && amountsIn(column)),
            ].find((column) => column >= 0) ?? -1,
          ),
          ...(direction ? { direction } : {}),
        } as const);
  const balance = pick(free(isBalanceName));
  const reference = pick(free(isReferenceName));
  const fee = pick(free(isFeeName));
  const state = pick(free((name, column) => /^(state|status)$/.test(name) && isStateColumn(values(column))));
  const words = (column: number) => !isCodeColumn(values(column)) && !isDirectionColumn(values(column));
  const byName = DESCRIPTION_NAMES.map((word) => free((name, column) => name.includes(word) && words(column))).find(
    (column) => column >= 0,
  );
  const description = pick(byName ?? longestText(header.length, values, taken));
  const category = pick(free((name) => name === 'category'));
  return {
    date,
    description,
    dateFormat,
    ...amounts,
    ...(category ? { category } : {}),
    ...(reference ? { reference } : {}),
    ...(balance ? { balance } : {}),
    ...(fee ? { fee } : {}),
    ...(state ? { state } : {}),
  };
}

/** The column not yet taken with the longest text on average that is no type code (a file without header names). */
function longestText(columns: number, values: (column: number) => string[], taken: Set<number>): number {
  let best = -1;
  let bestLength = 0;
  for (let column = 0; column < columns; column++) {
    const texts = values(column);
    if (taken.has(column) || texts.length === 0 || isCodeColumn(texts) || isDirectionColumn(texts)) continue;
    const length = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
    if (length > bestLength) [best, bestLength] = [column, length];
  }
  return best;
}
