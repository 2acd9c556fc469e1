import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../csv';
import {
  AXIS,
  BANK_OF_AMERICA,
  BARCLAYS,
  CHASE,
  HDFC,
  ICICI,
  KOTAK,
  REVOLUT,
  REVOLUT_BUSINESS,
  SBI,
  SEB,
  SEB_SEMICOLONS,
  SEMICOLONS_THOUSANDS,
  TABS_DECIMAL_COMMA,
  WELLS_FARGO,
  WISE,
  readGuessed,
} from './bank-statement-fixtures';
import { statementSeparator, statementTable, statementTableOf } from './statement-layout';

/** A statement file as the page reads it: its separator found from its header row, then mapped as bank-layouts.test.ts does. */
const readFile = (csv: string) => readGuessed(statementTableOf(csv));
/** The same file read as before separators were found: commas. */
const readWithCommas = (csv: string) => readGuessed(statementTable(parseCsv(csv)));

describe('separators and decimal marks (ADR 0094)', () => {
  it('finds the comma of every comma layout (bank-layouts.test.ts), which then reads as it did', () => {
    for (const csv of [
      HDFC,
      ICICI,
      SBI,
      AXIS,
      KOTAK,
      CHASE,
      BANK_OF_AMERICA,
      WELLS_FARGO,
      BARCLAYS,
      WISE,
      REVOLUT,
      SEB,
      REVOLUT_BUSINESS,
    ]) {
      expect(statementSeparator(csv)).toBe(',');
      expect(readFile(csv)).toEqual(readWithCommas(csv));
    }
  });

  it('SEB with semicolons: a comma inside a description stays in it, 1.200,00 and 1.234,56 with a decimal comma', () => {
    expect(statementSeparator(SEB_SEMICOLONS)).toBe(';');
    const { mapping, rows, problems } = readFile(SEB_SEMICOLONS);
    // The columns mapped as in SEB's comma file.
    expect(mapping).toEqual(readWithCommas(SEB).mapping);
    expect(rows).toEqual([
      { date: '2025-04-14', description: 'Invoice 18, April', amount: 1200 },
      { date: '2025-04-15', description: 'Rent April', amount: -850 },
      { date: '2025-12-31', description: 'Laptop', amount: -1234.56 },
    ]);
    expect(problems).toEqual([]);
  });

  it('tabs, spaces grouping thousands and a decimal comma, dates dd.mm.yyyy', () => {
    expect(statementSeparator(TABS_DECIMAL_COMMA)).toBe('\t');
    const { mapping, rows } = readFile(TABS_DECIMAL_COMMA);
    expect(mapping).toMatchObject({ dateFormat: 'DD/MM/YYYY', amount: 'Amount', balance: 'Balance' });
    expect(rows).toEqual([
      { date: '2026-01-02', description: 'Loyer janvier', amount: -1234.56, reference: 'bal:1076544' },
      { date: '2026-01-15', description: 'Facture 42, Northwind', amount: 2500, reference: 'bal:1326544' },
      { date: '2026-01-31', description: 'Frais bancaires', amount: -12.5, reference: 'bal:1325294' },
    ]);
  });

  it('reads 1.234 as a thousand and more when the file’s other amounts say its decimal mark is a comma', () => {
    expect(readFile(SEMICOLONS_THOUSANDS).rows.map(({ date, amount }) => [date, amount])).toEqual([
      ['2026-03-15', 1234],
      ['2026-03-16', -12.5],
      ['2026-03-17', -1000],
    ]);
  });
});
