import type { CsvRow } from '../../csv';
import { say } from '../../i18n/say';
import { isoDate, isRealDate } from './periods';
import { ACCOUNTANT_LIMITS } from './accountant-limits';

/**
 * Reading a bank statement (ADR 0051): the user maps its columns once — by their header names, so the next
 * statement from the same bank reads the same way — and each row becomes a transaction, or a problem on its line.
 */

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Which header holds what. Amounts come from one signed column, or from a debit and a credit column. */
export type ColumnMapping = {
  date: string;
  description: string;
  dateFormat: DateFormat;
  category?: string | undefined;
} & ({ amountKind: 'single'; amount: string } | { amountKind: 'split'; debit: string; credit: string });

export type StatementRow = { line: number; date: string; description: string; amount: number; category?: string };
export type StatementProblem = { line: number; field: string; message: string };
export type StatementReading = { rows: StatementRow[]; problems: StatementProblem[] };

/** A date as the statement writes it, in ISO form, or undefined (separators '/', '-' or '.'). */
export function readDate(text: string, format: DateFormat): string | undefined {
  const parts = text.trim().split(/[/.-]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return undefined;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const [year, month, day] = format === 'YYYY-MM-DD' ? [a, b, c] : format === 'DD/MM/YYYY' ? [c, b, a] : [c, a, b];
  const date = isoDate(year, month, day);
  return isRealDate(date) ? date : undefined;
}

/**
 * An amount as statements write it: '1,234.50', '₹ 1,234.50', '-45', '(45.00)' (negative), '45 CR'/'45 DR'.
 * The decimal mark is a dot; commas and spaces group digits. Empty text is null; anything else unreadable undefined.
 */
export function readAmount(text: string): number | null | undefined {
  let value = text.trim();
  if (value === '') return null;
  let sign = 1;
  if (/^\(.*\)$/.test(value)) [sign, value] = [-1, value.slice(1, -1)];
  const marker = /\s*(CR|DR)$/i.exec(value);
  if (marker) [sign, value] = [marker[1]!.toUpperCase() === 'DR' ? -sign : sign, value.slice(0, marker.index)];
  value = value.replace(/[\s,]/g, '').replace(/^([+-]?)[^\d+.-]+/, '$1');
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
    ...(mapping.category ? [['category', mapping.category]] : []),
  ] as [string, string][];

/** The signed amount of a row: the amount column, or credit minus debit (one of them filled). */
function amountOf(cell: (column: string) => string, mapping: ColumnMapping): number | null | undefined {
  if (mapping.amountKind === 'single') return readAmount(cell(mapping.amount));
  const [debit, credit] = [readAmount(cell(mapping.debit)), readAmount(cell(mapping.credit))];
  if (debit === undefined || credit === undefined) return undefined;
  if (debit === null && credit === null) return null;
  return Math.round(((credit ?? 0) - Math.abs(debit ?? 0)) * 100) / 100;
}

/** The statement's rows (the first record is its header) read through the mapping: transactions, and problems by line. */
export function readStatement(records: readonly CsvRow[], mapping: ColumnMapping): StatementReading {
  const [header, ...body] = records;
  const names = (header?.cells ?? []).map((cell) => cell.trim());
  const missing = columnsOf(mapping).filter(([, column]) => !names.includes(column));
  if (missing.length > 0)
    return {
      rows: [],
      problems: missing.map(([field, column]) => ({
        line: header?.line ?? 1,
        field,
        message: problemText.missingColumn(column),
      })),
    };
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  for (const { line, cells } of body) {
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
    rows.push({ line, date, description, amount, ...(category ? { category } : {}) });
  }
  return { rows, problems };
}

/** A first guess at the mapping from a statement's header names ('Txn Date', 'Narration', 'Withdrawal'…). */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const names = header.map((name) => name.trim());
  const find = (...words: string[]) =>
    names.find((name) => words.some((word) => name.toLowerCase().includes(word))) ?? '';
  const debit = find('debit', 'withdrawal');
  const credit = find('credit', 'deposit');
  const base = {
    date: find('date'),
    description: find('description', 'narration', 'details', 'particulars', 'memo'),
    dateFormat: 'YYYY-MM-DD' as const,
  };
  return debit && credit
    ? { ...base, amountKind: 'split', debit, credit }
    : { ...base, amountKind: 'single', amount: find('amount', 'value') };
}
