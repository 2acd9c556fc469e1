import type { CsvRow } from '../../csv';
import { say } from '../../i18n/say';
import { isoDate, isRealDate } from './periods';
import { ACCOUNTANT_LIMITS } from './accountant-limits';

/**
 * Reading a bank statement (ADR 0051, 0081): its columns are mapped by their header names — guessed from the
 * headers, changed by the founder, remembered per bank layout — and each row becomes a transaction, or a problem on
 * its line. A repeat inside one statement is a real transaction: every row is kept.
 */

/** The order of a date's parts; each reads 2- or 4-digit years and month names too ('01-Apr-2025', '15 Jan 2024'). */
export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * Which header holds what. Amounts come from one signed column, or from a debit and a credit column. The bank's
 * reference and running balance, when mapped, tell two rows alike in date, amount and description apart.
 */
export type ColumnMapping = {
  date: string;
  description: string;
  dateFormat: DateFormat;
  category?: string | undefined;
  reference?: string | undefined;
  balance?: string | undefined;
} & ({ amountKind: 'single'; amount: string } | { amountKind: 'split'; debit: string; credit: string });

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
export type StatementReading = { rows: StatementRow[]; problems: StatementProblem[] };

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

/**
 * An amount as statements write it: '1,234.50', '1,25,000.00' (Indian grouping), '₹ 1,234.50', '-45', '(45.00)'
 * (negative), '45 CR' / '45 Dr.' / '45.00(Dr)' (a debit is negative), 'Rs. 10,000/-'. The decimal mark is a dot;
 * commas and spaces group digits. Empty text is null; anything else unreadable undefined.
 */
export function readAmount(text: string): number | null | undefined {
  let value = text.trim();
  if (value === '') return null;
  let sign = 1;
  const marker = /\s*\(?\b(CR|DR)\.?\)?$/i.exec(value);
  if (marker) [sign, value] = [marker[1]!.toUpperCase() === 'DR' ? -1 : 1, value.slice(0, marker.index).trim()];
  if (/^\(.*\)$/.test(value)) [sign, value] = [-sign, value.slice(1, -1)];
  value = value
    .replace(/\/-$/, '')
    .replace(/^(rs\.?|inr)\s*/i, '')
    .replace(/[\s,]/g, '')
    .replace(/^([+-]?)[^\d+.-]+/, '$1');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value)) return undefined;
  const amount = sign * Number(value);
  return Math.round(amount * 100) / 100;
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
};

const columnsOf = (mapping: ColumnMapping) =>
  [
    ['date', mapping.date],
    ['description', mapping.description],
    ...(mapping.amountKind === 'single'
      ? [['amount', mapping.amount]]
      : [
          ['debit', mapping.debit],
          ['credit', mapping.credit],
        ]),
    ...(['category', 'reference', 'balance'] as const).flatMap((field) =>
      mapping[field] ? [[field, mapping[field]]] : [],
    ),
  ] as [string, string][];

/** The signed amount of a row: the amount column, or credit minus debit (one of them filled). */
function amountOf(cell: (column: string) => string, mapping: ColumnMapping): number | null | undefined {
  if (mapping.amountKind === 'single') return readAmount(cell(mapping.amount));
  const [debit, credit] = [readAmount(cell(mapping.debit)), readAmount(cell(mapping.credit))];
  if (debit === undefined || credit === undefined) return undefined;
  if (debit === null && credit === null) return null;
  return Math.round(((credit ?? 0) - Math.abs(debit ?? 0)) * 100) / 100;
}

/** The row's bank reference and running balance (in cents), as one text, or undefined when neither is there. */
function referenceOf(cell: (column: string) => string, mapping: ColumnMapping): string | undefined {
  const reference = mapping.reference ? cell(mapping.reference) : '';
  const balance = mapping.balance ? readAmount(cell(mapping.balance)) : null;
  const parts = [
    ...(reference ? [`ref:${reference}`] : []),
    ...(typeof balance === 'number' ? [`bal:${Math.round(balance * 100)}`] : []),
  ];
  return parts.length > 0 ? parts.join(' ').slice(0, ACCOUNTANT_LIMITS.reference) : undefined;
}

/** The statement's rows read through the mapping: transactions (every one, repeats too), and problems by line. */
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
    };
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  for (const { line, cells } of body) {
    if (cells.every((value) => value.trim() === '')) continue;
    const cell = (column: string) => (cells[names.indexOf(column)] ?? '').trim();
    const date = readDate(cell(mapping.date), mapping.dateFormat);
    const description = cell(mapping.description).replace(/\s+/g, ' ').slice(0, ACCOUNTANT_LIMITS.description);
    const amount = amountOf(cell, mapping);
    const before = problems.length;
    if (!date) problems.push({ line, field: 'date', message: problemText.date() });
    if (!description) problems.push({ line, field: 'description', message: problemText.description() });
    if (amount === undefined) problems.push({ line, field: 'amount', message: problemText.amount() });
    else if (amount === null || amount === 0) problems.push({ line, field: 'amount', message: problemText.noAmount() });
    else if (Math.abs(amount) > ACCOUNTANT_LIMITS.amount)
      problems.push({ line, field: 'amount', message: problemText.tooLarge() });
    if (problems.length > before || !date || typeof amount !== 'number') continue;
    const category = mapping.category ? cell(mapping.category).slice(0, ACCOUNTANT_LIMITS.category) : '';
    const reference = referenceOf(cell, mapping);
    rows.push({
      line,
      date,
      description,
      amount,
      ...(category ? { category } : {}),
      ...(reference ? { reference } : {}),
    });
  }
  return { rows, problems };
}
