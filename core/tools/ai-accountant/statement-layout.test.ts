import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../csv';
import { guessDateFormat, guessMapping, layoutKey, statementTable } from './statement-layout';

describe('statementTable', () => {
  it('finds the header under the lines a bank writes above it', () => {
    const table = statementTable(parseCsv('Account,123\nPeriod,April\nDate,Details,Amount\n2025-04-01,Rent,-5\n'));
    expect(table).toEqual({
      header: ['Date', 'Details', 'Amount'],
      headerLine: 3,
      rows: [{ line: 4, cells: ['2025-04-01', 'Rent', '-5'] }],
    });
  });

  it('names the columns #1, #2… of a file whose first row is a transaction', () => {
    expect(statementTable(parseCsv('04/15/2026,-5.00,Coffee\n')).header).toEqual(['#1', '#2', '#3']);
  });
});

describe('guessDateFormat', () => {
  it('takes the order that reads the most dates, the one preferred when several do, else day first', () => {
    expect(guessDateFormat(['04/15/2025', '02/30/2025', '04/16/2025'])).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['04/15/2025', '04/01/2025'])).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['15/04/2025', '01/04/2025'], 'MM/DD/YYYY')).toBe('DD/MM/YYYY');
    expect(guessDateFormat(['01/04/2025'], 'MM/DD/YYYY')).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['01/04/2025'])).toBe('DD/MM/YYYY');
    expect(guessDateFormat(['2025-04-15'], 'MM/DD/YYYY')).toBe('YYYY-MM-DD');
  });
});

describe('guessMapping', () => {
  it('passes over a description name whose column holds only DEBIT/CREDIT codes', () => {
    const table = statementTable(
      parseCsv('Details,Date,Amount,Particulars\nDEBIT,2025-04-15,-5,Coffee\nCREDIT,2025-04-16,9,Refund\n'),
    );
    expect(guessMapping(table).description).toBe('Particulars');
  });

  it.each([
    ['Dr/Cr', ['Dr', 'Cr']],
    ['Cr/Dr', ['DR', 'CR']],
    ['Type', ['Debit', 'Credit']],
    ['Debit/Credit', ['D', 'C']],
  ])('finds a direction column named %s from its values, next to one amount', (name, [out, into]) => {
    const table = statementTable(
      parseCsv(`Date,Narration,Amount,${name}\n01/04/2025,Rent,500.00,${out}\n02/04/2025,Invoice,900.00,${into}\n`),
    );
    expect(guessMapping(table)).toMatchObject({ amountKind: 'single', amount: 'Amount', direction: name });
  });

  it('takes no direction column whose values are not directions, and never a direction column as the description', () => {
    const codes = statementTable(parseCsv('Date,Details,Amount,Type\n2025-04-15,Coffee,-5,DEBIT_CARD\n'));
    expect(guessMapping(codes)).not.toHaveProperty('direction');
    const table = statementTable(
      parseCsv('Details,Date,Amount,Particulars\nDr,2025-04-15,5,Coffee\nCr,2025-04-16,9,Refund\n'),
    );
    expect(guessMapping(table).description).toBe('Particulars');
  });

  it('takes the transaction date before the value date, and Narration before Description', () => {
    const table = statementTable(parseCsv('Value Date,Txn Date,Description,Narration,Amount\n'));
    expect(guessMapping(table)).toMatchObject({ date: 'Txn Date', description: 'Narration', amount: 'Amount' });
  });
});

describe('layoutKey', () => {
  it('is the header row in lower case, single spaces and without trailing dots', () => {
    expect(layoutKey([' Withdrawal  Amt. ', 'Date'])).toBe(layoutKey(['withdrawal amt', 'DATE']));
    expect(layoutKey(['Date', 'Amount'])).not.toBe(layoutKey(['Amount', 'Date']));
  });
});
