import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../csv';
import { readAmount } from './statement-amounts';
import { readDate, readDirection, readStatement, type ColumnMapping } from './statement-import';
import { statementTable } from './statement-layout';

const tableOf = (csv: string) => statementTable(parseCsv(csv));

describe('readDate', () => {
  it('reads the three formats with any of / - . between parts', () => {
    expect(readDate('2025-04-01', 'YYYY-MM-DD')).toBe('2025-04-01');
    expect(readDate('01/04/2025', 'DD/MM/YYYY')).toBe('2025-04-01');
    expect(readDate('1.4.2025', 'DD/MM/YYYY')).toBe('2025-04-01');
    expect(readDate('04/01/2025', 'MM/DD/YYYY')).toBe('2025-04-01');
  });

  it('reads two-digit years as POSIX strptime %y does: 69–99 are 19xx, 00–68 are 20xx', () => {
    // The Open Group Base Specifications, strptime(): "[69,99] … 1969 to 1999 … [00,68] … 2000 to 2068".
    expect(readDate('15/04/25', 'DD/MM/YYYY')).toBe('2025-04-15');
    expect(readDate('01/01/68', 'DD/MM/YYYY')).toBe('2068-01-01');
    expect(readDate('01/01/69', 'DD/MM/YYYY')).toBe('1969-01-01');
    expect(readDate('12/31/99', 'MM/DD/YYYY')).toBe('1999-12-31');
    // Year first takes four digits only: 25-04-15 is no date in that order.
    expect(readDate('25-04-15', 'YYYY-MM-DD')).toBeUndefined();
  });

  it('reads month names, ordinal days and a time after the date', () => {
    expect(readDate('01-Apr-2025', 'DD/MM/YYYY')).toBe('2025-04-01');
    expect(readDate('15 Jan 2024', 'DD/MM/YYYY')).toBe('2024-01-15');
    expect(readDate('3 Sept 2024', 'DD/MM/YYYY')).toBe('2024-09-03');
    expect(readDate('January 10th, 2012', 'MM/DD/YYYY')).toBe('2012-01-10');
    expect(readDate('2024-03-06 08:28:55', 'YYYY-MM-DD')).toBe('2024-03-06');
    expect(readDate('01-Apr-2025', 'MM/DD/YYYY')).toBeUndefined();
    expect(readDate('01-Ap-2025', 'DD/MM/YYYY')).toBeUndefined();
    expect(readDate('01-Aprill-2025', 'DD/MM/YYYY')).toBeUndefined();
  });

  it('refuses what is not a real day in the format chosen', () => {
    expect(readDate('31/04/2025', 'DD/MM/YYYY')).toBeUndefined();
    expect(readDate('13/13/2025', 'MM/DD/YYYY')).toBeUndefined();
    expect(readDate('yesterday', 'YYYY-MM-DD')).toBeUndefined();
    expect(readDate('', 'YYYY-MM-DD')).toBeUndefined();
  });
});

describe('readAmount', () => {
  it('reads grouped, signed, bracketed and marked amounts', () => {
    expect(readAmount('1,234.50')).toBe(1234.5);
    expect(readAmount('₹ 1,23,456')).toBe(123_456);
    expect(readAmount('-45')).toBe(-45);
    expect(readAmount('(45.00)')).toBe(-45);
    expect(readAmount('45 DR')).toBe(-45);
    expect(readAmount('45 cr')).toBe(45);
    expect(readAmount('$12.345')).toBe(12.35);
  });

  it('reads Indian grouping, Cr/Dr markers in any of their forms, and rupees written out', () => {
    // One lakh twenty-five thousand: 1,25,000 = 125,000.
    expect(readAmount('1,25,000.00')).toBe(125_000);
    expect(readAmount('(1,25,000.00)')).toBe(-125_000);
    expect(readAmount('1,200.00 Dr.')).toBe(-1200);
    expect(readAmount('0.50(Cr)')).toBe(0.5);
    expect(readAmount('2,24,750.00 Cr')).toBe(224_750);
    expect(readAmount('Rs. 10,000/-')).toBe(10_000);
    expect(readAmount('INR 99')).toBe(99);
  });

  it('says null for an empty cell and undefined for text that is no number', () => {
    expect(readAmount('  ')).toBeNull();
    expect(readAmount('twelve')).toBeUndefined();
    expect(readAmount('1.2.3')).toBeUndefined();
  });
});

describe('readStatement', () => {
  const single: ColumnMapping = {
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    amountKind: 'single',
    dateFormat: 'DD/MM/YYYY',
  };

  it('reads each row, and reports a bad row by its line number and field', () => {
    const csv =
      'Date,Description,Amount\r\n01/04/2025,Client payment,"3,50,000"\r\n02/04/2025,AWS hosting,-42000\r\n31/04/2025,Broken date,-10\r\n03/04/2025,,-5\r\n04/04/2025,Coffee,abc\r\n';
    const { rows, problems } = readStatement(tableOf(csv), single);
    expect(rows).toEqual([
      { line: 2, date: '2025-04-01', description: 'Client payment', amount: 350_000 },
      { line: 3, date: '2025-04-02', description: 'AWS hosting', amount: -42_000 },
    ]);
    expect(problems.map(({ line, field }) => [line, field])).toEqual([
      [4, 'date'],
      [5, 'description'],
      [6, 'amount'],
    ]);
    expect(problems[0]!.message).toBe('The date is not a real date in the format chosen');
  });

  it('makes a signed amount of debit and credit columns, and keeps a category column', () => {
    const mapping: ColumnMapping = {
      date: 'Txn Date',
      description: 'Narration',
      debit: 'Withdrawal',
      credit: 'Deposit',
      amountKind: 'split',
      dateFormat: 'YYYY-MM-DD',
      category: 'Type',
    };
    const csv =
      'Txn Date,Narration,Withdrawal,Deposit,Type\n2025-05-01,Rent,"55,000.00",,Operations\n2025-05-02,Invoice 7,,1200.5,\n2025-05-03,Nothing,,,\n';
    const { rows, problems } = readStatement(tableOf(csv), mapping);
    // Rent: 0 − 55,000 = −55,000; Invoice 7: 1,200.50 − 0 = 1,200.50.
    expect(rows).toEqual([
      { line: 2, date: '2025-05-01', description: 'Rent', amount: -55_000, category: 'Operations' },
      { line: 3, date: '2025-05-02', description: 'Invoice 7', amount: 1200.5 },
    ]);
    expect(problems).toEqual([{ line: 4, field: 'amount', message: 'The row has no amount' }]);
  });

  it('reports a mapped column the file does not have on the header line, and reads no row', () => {
    const { rows, problems } = readStatement(tableOf('When,What,How much\n2025-01-01,A,1\n'), single);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 1, field: 'date', message: 'The file has no column named Date' },
      { line: 1, field: 'description', message: 'The file has no column named Description' },
      { line: 1, field: 'amount', message: 'The file has no column named Amount' },
    ]);
  });

  it('signs one amount by its Dr/Cr column, whatever sign the amount has, and reports a direction it cannot read', () => {
    const mapping: ColumnMapping = {
      date: 'Date',
      description: 'Narration',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'single',
      amount: 'Amount',
      direction: 'Dr/Cr',
    };
    const reading = readStatement(
      tableOf(
        'Date,Narration,Amount,Dr/Cr\n01/04/2025,Rent,"55,000.00",Dr\n02/04/2025,Invoice 7,-1200,CR\n03/04/2025,Tea,40,X\n',
      ),
      mapping,
    );
    expect(reading.rows.map(({ description, amount }) => [description, amount])).toEqual([
      ['Rent', -55_000],
      ['Invoice 7', 1200],
    ]);
    expect(reading.problems).toEqual([
      { line: 4, field: 'direction', message: 'The direction is neither Dr (money out) nor Cr (money in)' },
    ]);
  });

  it('records a fee as a transaction of its own, money out, and reports a fee that is no number', () => {
    const mapping: ColumnMapping = {
      date: 'Date',
      description: 'Description',
      dateFormat: 'YYYY-MM-DD',
      amountKind: 'single',
      amount: 'Amount',
      fee: 'Fee',
    };
    const reading = readStatement(
      tableOf(
        'Date,Description,Amount,Fee\n2025-04-01,Transfer,-20.00,-0.30\n2025-04-02,Card,-5,0\n2025-04-03,ATM,-50,n/a\n',
      ),
      mapping,
    );
    expect(reading.rows).toEqual([
      { line: 2, date: '2025-04-01', description: 'Transfer', amount: -20 },
      { line: 2, date: '2025-04-01', description: 'Fee: Transfer', amount: -0.3 },
      { line: 3, date: '2025-04-02', description: 'Card', amount: -5 },
    ]);
    expect(reading.problems).toEqual([{ line: 4, field: 'fee', message: 'The fee is not a number' }]);
  });

  it('leaves out each row a state column says is not completed, with its state, and reads the completed ones', () => {
    const reading = readStatement(
      tableOf('Date,Description,Amount,State\n2025-04-01,A,-1,completed\n,B,-2,PENDING\n'),
      {
        date: 'Date',
        description: 'Description',
        dateFormat: 'YYYY-MM-DD',
        amountKind: 'single',
        amount: 'Amount',
        state: 'State',
      },
    );
    expect([reading.rows.map((row) => row.description), reading.problems, reading.notCompleted]).toEqual([
      ['A'],
      [],
      [{ line: 3, state: 'PENDING' }],
    ]);
  });
});

describe('readDirection', () => {
  it('reads Dr/Cr, DR/CR, Debit/Credit and D/C, and nothing else', () => {
    expect(['Dr', 'DR.', 'debit', 'D', 'Cr', 'CR', 'Credit', 'c'].map(readDirection)).toEqual([
      -1, -1, -1, -1, 1, 1, 1, 1,
    ]);
    expect(['', 'DEBIT_CARD', 'Af'].map(readDirection)).toEqual([undefined, undefined, undefined]);
  });
});
