import type { CsvRow } from '../../csv';
import { say } from '../../i18n/say';
import { isoDate, isRealDate } from './periods';
import { ACCOUNTANT_LIMITS } from './accountant-limits';
import { decimalMarkOf, readAmount } from './statement-amounts';

/**
 * Reading a bank statement (ADR 0051, 0081): its columns are mapped by their header names — guessed from the
 * headers, changed by the founder, remembered per bank layout — and each row becomes a transaction, or a problem on
 * its line. A repeat inside one statement is a real transaction: every row is kept.
 */

/** The order of a date's parts; each reads 2- or 4-digit years and month names too ('01-Apr-2025', '15 Jan 2024'). */
export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * Which header holds what. Amounts come from one signed column — or one column and a column saying its direction
 * ('Dr'/'Cr') — or from a debit and a credit column. The bank's reference and running balance, when mapped, tell two
 * rows alike in date, amount and description apart. A fee column's fee is a transaction of its own; with a state
 * column, only a completed row is a transaction (ADR 0084).
 */
export type ColumnMapping = {
  date: string;
  description: string;
  dateFormat: DateFormat;
  category?: string | undefined;
  reference?: string | undefined;
  balance?: string | undefined;
  fee?: string | undefined;
  state?: string | undefined;
} & (
  | { amountKind: 'single'; amount: string; direction?: string | undefined }
  | { amountKind: 'split'; debit: string; credit: string }
);

/** The optional columns of a mapping, each a header name or left out. */
export const OPTIONAL_COLUMNS = ['category', 'reference', 'balance', 'fee', 'state'] as const;

/** A statement's rows under its header row (the line the header is on, 0 when the file has none). */
export type StatementTable = { header: string[]; headerLine: number; rows: CsvRow[] };

export type StatementRow = {
  line: number;
  date: string;
  description: string;
  amount: number;
  category?: string;
  /** The bank's reference and running balance of the row, when mapped: what makes it this row of this account. */
  reference?: string;
};
export type StatementProblem = { line: number; field: string; message: string };
/** A row the bank has not completed (pending, reverted, declined): shown, never imported as a transaction. */
export type NotCompletedRow = { line: number; state: string };
export type StatementReading = { rows: StatementRow[]; problems: StatementProblem[]; notCompleted: NotCompletedRow[] };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month written as a word, whole or from its first three letters ('Apr', 'April', 'Sept'), 1–12, or undefined. */
function monthOfName(word: string): number | undefined {
  const name = word.toLowerCase();
  const index = MONTHS.findIndex((month) => name.length >= 3 && month.startsWith(name));
  return index < 0 ? undefined : index + 1;
}

/**
 * A two-digit year as POSIX strptime's %y reads it: 69–99 are 1969–1999, 00–68 are 2000–2068
 * (The Open Group Base Specifications, strptime()).
 */
const fullYear = (year: number, digits: number) => (digits === 4 ? year : year >= 69 ? 1900 + year : 2000 + year);

/**
 * A date as the statement writes it, in ISO form, or undefined. Parts are separated by '/', '-', '.', spaces or
 * commas; the year has 2 or 4 digits; the month may be a name; a day may carry 'st', 'nd', 'rd' or 'th'; a time of
 * day after the date is left out ('2024-03-06 08:28:55'). Year first takes four digits only.
 */
export function readDate(text: string, format: DateFormat): string | undefined {
  const day = text.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(\s*[AP]M)?$/i, '');
  const parts = day.split(/[\s/.,-]+/).filter(Boolean);
  if (parts.length !== 3) return undefined;
  const order = format === 'YYYY-MM-DD' ? [0, 1, 2] : format === 'DD/MM/YYYY' ? [2, 1, 0] : [2, 0, 1];
  const [yearText, monthText, dayText] = order.map((index) => parts[index]!) as [string, string, string];
  const years = format === 'YYYY-MM-DD' ? /^\d{4}$/ : /^(\d{2}|\d{4})$/;
  if (!years.test(yearText) || !/^\d{1,2}(st|nd|rd|th)?$/i.test(dayText)) return undefined;
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : monthOfName(monthText);
  if (month === undefined) return undefined;
  const date = isoDate(fullYear(Number(yearText), yearText.length), month, Number.parseInt(dayText, 10));
  return isRealDate(date) ? date : undefined;
}

const problemText = {
  missingColumn: (column: string) =>
    say(
      { id: 'core.tools.aiAccountant.import.missingColumn', defaultMessage: 'The file has no column named {column}' },
      { column },
    ),
  date: () =>
    say({
      id: 'core.tools.aiAccountant.import.badDate',
      defaultMessage: 'The date is not a real date in the format chosen',
    }),
  description: () =>
    say({ id: 'core.tools.aiAccountant.import.noDescription', defaultMessage: 'The description is empty' }),
  amount: () => say({ id: 'core.tools.aiAccountant.import.badAmount', defaultMessage: 'The amount is not a number' }),
  noAmount: () => say({ id: 'core.tools.aiAccountant.import.noAmount', defaultMessage: 'The row has no amount' }),
  tooLarge: () => say({ id: 'core.tools.aiAccountant.import.tooLarge', defaultMessage: 'The amount is too large' }),
  direction: () =>
    say({
      id: 'core.tools.aiAccountant.import.badDirection',
      defaultMessage: 'The direction is neither Dr (money out) nor Cr (money in)',
    }),
  fee: () => say({ id: 'core.tools.aiAccountant.import.badFee', defaultMessage: 'The fee is not a number' }),
};

/** The description of the transaction a row's fee is recorded as. */
const feeDescription = (description: string) =>
  say({ id: 'core.tools.aiAccountant.import.feeDescription', defaultMessage: 'Fee: {description}' }, { description });

/** Money out or in as a direction column writes it: Dr, DR, D, Debit (-1); Cr, CR, C, Credit (1); else undefined. */
export function readDirection(text: string): -1 | 1 | undefined {
  const word = text.trim().toLowerCase().replace(/\.$/, '');
  if (['dr', 'd', 'debit'].includes(word)) return -1;
  if (['cr', 'c', 'credit'].includes(word)) return 1;
  return undefined;
}

/** A state column's word for a row the bank has completed (Revolut's State), in any case. */
const isCompleted = (state: string) => state.trim().toLowerCase() === 'completed';

const columnsOf = (mapping: ColumnMapping) =>
  [
    ['date', mapping.date],
    ['description', mapping.description],
    ...(mapping.amountKind === 'single'
      ? [['amount', mapping.amount], ...(mapping.direction ? [['direction', mapping.direction]] : [])]
      : [
          ['debit', mapping.debit],
          ['credit', mapping.credit],
        ]),
    ...OPTIONAL_COLUMNS.flatMap((field) => (mapping[field] ? [[field, mapping[field]]] : [])),
  ] as [string, string][];

/** A row's cell under a column, trimmed; and the amount in it, read with the file's decimal mark. */
type Cell = (column: string) => string;
type Money = (column: string) => number | null | undefined;

/** The columns of a mapping that hold money: their values say the file's decimal mark. */
const MONEY_FIELDS = new Set(['amount', 'debit', 'credit', 'fee', 'balance']);

/**
 * The signed amount of a row: the amount column (its size in the direction column's direction, when mapped), or
 * credit minus debit (one of them filled).
 */
function amountOf(cell: Cell, money: Money, mapping: ColumnMapping): number | null | undefined {
  if (mapping.amountKind === 'single') {
    const amount = money(mapping.amount);
    const direction = mapping.direction ? readDirection(cell(mapping.direction)) : undefined;
    return typeof amount === 'number' && direction ? direction * Math.abs(amount) : amount;
  }
  const [debit, credit] = [money(mapping.debit), money(mapping.credit)];
  if (debit === undefined || credit === undefined) return undefined;
  if (debit === null && credit === null) return null;
  return Math.round(((credit ?? 0) - Math.abs(debit ?? 0)) * 100) / 100;
}

/** The row's bank reference and running balance (in cents), as one text, or undefined when neither is there. */
function referenceOf(cell: Cell, money: Money, mapping: ColumnMapping): string | undefined {
  const reference = mapping.reference ? cell(mapping.reference) : '';
  const balance = mapping.balance ? money(mapping.balance) : null;
  const parts = [
    ...(reference ? [`ref:${reference}`] : []),
    ...(typeof balance === 'number' ? [`bal:${Math.round(balance * 100)}`] : []),
  ];
  return parts.length > 0 ? parts.join(' ').slice(0, ACCOUNTANT_LIMITS.reference) : undefined;
}

/**
 * The statement's rows read through the mapping: transactions (every one, repeats too; a row's fee as one more, money
 * out), problems by line, and the rows a state column says are not completed. Its amounts are read with the decimal
 * mark they say, one for the whole file (`decimalMarkOf`).
 */
export function readStatement(
  { header, headerLine, rows: body }: StatementTable,
  mapping: ColumnMapping,
): StatementReading {
  const names = header.map((cell) => cell.trim());
  const missing = columnsOf(mapping).filter(([, column]) => !names.includes(column));
  if (missing.length > 0)
    return {
      rows: [],
      problems: missing.map(([field, column]) => ({
        line: Math.max(headerLine, 1),
        field,
        message: problemText.missingColumn(column),
      })),
      notCompleted: [],
    };
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  const notCompleted: NotCompletedRow[] = [];
  const moneyColumns = columnsOf(mapping).flatMap(([field, column]) =>
    MONEY_FIELDS.has(field) ? [names.indexOf(column)] : [],
  );
  const mark = decimalMarkOf(body.flatMap(({ cells }) => moneyColumns.map((column) => cells[column] ?? '')));
  for (const { line, cells } of body) {
    if (cells.every((value) => value.trim() === '')) continue;
    const cell = (column: string) => (cells[names.indexOf(column)] ?? '').trim();
    const money = (column: string) => readAmount(cell(column), mark);
    if (mapping.state && !isCompleted(cell(mapping.state))) {
      notCompleted.push({ line, state: cell(mapping.state) });
      continue;
    }
    const date = readDate(cell(mapping.date), mapping.dateFormat);
    const description = cell(mapping.description).replace(/\s+/g, ' ').slice(0, ACCOUNTANT_LIMITS.description);
    const amount = amountOf(cell, money, mapping);
    const fee = mapping.fee ? money(mapping.fee) : null;
    const before = problems.length;
    if (!date) problems.push({ line, field: 'date', message: problemText.date() });
    if (!description) problems.push({ line, field: 'description', message: problemText.description() });
    if (amount === undefined) problems.push({ line, field: 'amount', message: problemText.amount() });
    else if (amount === null || amount === 0) problems.push({ line, field: 'amount', message: problemText.noAmount() });
    else if (Math.abs(amount) > ACCOUNTANT_LIMITS.amount)
      problems.push({ line, field: 'amount', message: problemText.tooLarge() });
    if (mapping.amountKind === 'single' && mapping.direction && !readDirection(cell(mapping.direction)))
      problems.push({ line, field: 'direction', message: problemText.direction() });
    if (fee === undefined) problems.push({ line, field: 'fee', message: problemText.fee() });
    else if (fee !== null && Math.abs(fee) > ACCOUNTANT_LIMITS.amount)
      problems.push({ line, field: 'fee', message: problemText.tooLarge() });
    if (problems.length > before || !date || typeof amount !== 'number') continue;
    const category = mapping.category ? cell(mapping.category).slice(0, ACCOUNTANT_LIMITS.category) : '';
    const reference = referenceOf(cell, money, mapping);
    rows.push({
      line,
      date,
      description,
      amount,
      ...(category ? { category } : {}),
      ...(reference ? { reference } : {}),
    });
    // A fee is money out whatever sign the file writes it with (Revolut's personal export writes it positive).
    if (fee)
      rows.push({
        line,
        date,
        description: feeDescription(description).slice(0, ACCOUNTANT_LIMITS.description),
        amount: -Math.abs(fee),
        ...(reference ? { reference: `fee ${reference}`.slice(0, ACCOUNTANT_LIMITS.reference) } : {}),
      });
  }
  return { rows, problems, notCompleted };
}
