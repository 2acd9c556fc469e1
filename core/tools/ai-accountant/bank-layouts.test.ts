import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../csv';
import {
  AXIS,
  BANK_OF_AMERICA,
  BARCLAYS,
  CHASE,
  HDFC,
  HDFC_LAYOUT,
  ICICI,
  KOTAK,
  REVOLUT,
  REVOLUT_BUSINESS,
  SBI,
  SEB,
  WELLS_FARGO,
  WISE,
  readGuessed,
} from './bank-statement-fixtures';
import { statementTable } from './statement-layout';

/**
 * Each bank's export, in the column set its source documents (bank-statement-fixtures.ts names the source), maps
 * itself: the mapping expected is read off the documented columns, the amounts off the rows as written.
 */
const read = (csv: string) => readGuessed(statementTable(parseCsv(csv)));

describe('bank statement layouts map themselves', () => {
  it('HDFC: the header under the account details, DD/MM/YY, withdrawal and deposit, reference and closing balance', () => {
    const { mapping, rows, problems } = read(HDFC);
    expect(mapping).toEqual(HDFC_LAYOUT.mapping);
    // Two UBER TRIP charges of ₹250 on one day: both kept, told apart by reference and balance.
    expect(rows).toEqual([
      {
        date: '2025-04-14',
        description: 'NEFT CR-ACME TECHNOLOGIES-INVOICE 42',
        amount: 125_000,
        reference: 'ref:0000000000000101 bal:22500000',
      },
      {
        date: '2025-04-15',
        description: 'UPI-UBER INDIA-UBER TRIP',
        amount: -250,
        reference: 'ref:0000000000000102 bal:22475000',
      },
      {
        date: '2025-04-15',
        description: 'UPI-UBER INDIA-UBER TRIP',
        amount: -250,
        reference: 'ref:0000000000000103 bal:22450000',
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('ICICI: DD-Mon-YYYY and one signed amount', () => {
    const { mapping, rows } = read(ICICI);
    expect(mapping).toEqual({
      date: 'Transaction Date',
      description: 'Description',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'single',
      amount: 'Amount',
      reference: 'Cheque Number',
      balance: 'Balance',
    });
    expect(rows).toEqual([
      { date: '2025-04-01', description: 'UPI/ZOMATO/FOOD', amount: -477, reference: 'bal:4952300' },
      { date: '2025-04-13', description: 'NEFT/CLIENT PAYMENT', amount: 120_000, reference: 'bal:16952300' },
    ]);
  });

  it('SBI: "15 Jan 2024", debit and credit, lakhs grouping', () => {
    const { mapping, rows } = read(SBI);
    expect(mapping).toMatchObject({
      date: 'Txn Date',
      description: 'Description',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'split',
      debit: 'Debit',
      credit: 'Credit',
      reference: 'Ref No./Cheque No.',
      balance: 'Balance',
    });
    // 25,00,000 is twenty-five lakh: 2,500,000.
    expect(rows.map(({ date, amount }) => [date, amount])).toEqual([
      ['2024-01-15', 2_500_000],
      ['2024-01-16', -55_000],
    ]);
  });

  it('Axis: DR and CR columns, BAL, Particulars', () => {
    const { mapping, rows } = read(AXIS);
    expect(mapping).toEqual({
      date: 'Tran Date',
      description: 'Particulars',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'split',
      debit: 'DR',
      credit: 'CR',
      reference: 'CHQNO',
      balance: 'BAL',
    });
    expect(rows.map(({ date, amount }) => [date, amount])).toEqual([
      ['2025-05-20', -4200.5],
      ['2025-05-21', 30_000],
    ]);
  });

  it('Kotak: "January 10th, 2012", "Rs. 10,000/-", and the opening balance row said to have no amount', () => {
    const { mapping, rows, problems } = read(KOTAK);
    expect(mapping).toEqual({
      date: 'Date',
      description: 'Narration',
      dateFormat: 'MM/DD/YYYY',
      amountKind: 'split',
      debit: 'Withdrawal',
      credit: 'Deposit',
      balance: 'Closing balance',
    });
    expect(rows).toEqual([
      { date: '2012-01-10', description: 'ECS Credit-VD', amount: 10_000, reference: 'bal:2000000' },
      { date: '2012-01-16', description: 'Cash Withdrawal', amount: -5000, reference: 'bal:1500000' },
    ]);
    expect(problems).toEqual([{ line: 2, field: 'amount', message: 'The row has no amount' }]);
  });

  it('Chase: the description from Description, never the DEBIT/CREDIT of Details; month first', () => {
    const { mapping, rows } = read(CHASE);
    expect(mapping).toEqual({
      date: 'Posting Date',
      description: 'Description',
      dateFormat: 'MM/DD/YYYY',
      amountKind: 'single',
      amount: 'Amount',
      reference: 'Check or Slip #',
      balance: 'Balance',
    });
    // Two $25 UBER trips on 15 April: both kept; spaces inside a description read as one.
    expect(rows).toEqual([
      { date: '2025-04-15', description: 'UBER *TRIP', amount: -25, reference: 'bal:197500' },
      { date: '2025-04-15', description: 'UBER *TRIP', amount: -25, reference: 'bal:195000' },
      { date: '2025-04-16', description: 'ACME CORP PAYROLL', amount: 3500, reference: 'bal:545000' },
    ]);
  });

  it('Bank of America: quoted cells, "2,500.00", Running Bal.', () => {
    const { mapping, rows } = read(BANK_OF_AMERICA);
    expect(mapping).toEqual({
      date: 'Date',
      description: 'Description',
      dateFormat: 'MM/DD/YYYY',
      amountKind: 'single',
      amount: 'Amount',
      balance: 'Running Bal.',
    });
    expect(rows.map(({ amount }) => amount)).toEqual([2500, -21]);
  });

  it('Wells Fargo: no header row, columns by their values', () => {
    const { mapping, rows } = read(WELLS_FARGO);
    expect(mapping).toEqual({
      date: '#1',
      description: '#5',
      dateFormat: 'MM/DD/YYYY',
      amountKind: 'single',
      amount: '#2',
    });
    expect(rows).toEqual([
      { date: '2026-04-15', description: 'DEPOSIT ACME INDUSTRIES CHECK 1042', amount: 4250 },
      { date: '2026-04-15', description: 'POS PURCHASE XYZ OFFICE SUPPLIES', amount: -89.99 },
    ]);
  });

  it('Barclays.Net: the header under the export line, ENTRY DATE in dd/MM/yy, a signed AMOUNT', () => {
    const { mapping, rows } = read(BARCLAYS);
    expect(mapping).toEqual({
      date: 'ENTRY DATE',
      description: 'DESCRIPTION',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'single',
      amount: 'AMOUNT',
      reference: 'CHEQUE NO',
    });
    expect(rows).toEqual([
      { date: '2025-04-14', description: 'INVOICE 18 NORTHWIND LTD', amount: 1500 },
      { date: '2025-04-15', description: 'OFFICE SUPPLIES', amount: -42.5 },
    ]);
  });

  it('Wise: the TransferWise ID as the reference, Running Balance, day first', () => {
    const { mapping, rows } = read(WISE);
    expect(mapping).toEqual({
      date: 'Date',
      description: 'Description',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'single',
      amount: 'Amount',
      reference: 'TransferWise ID',
      balance: 'Running Balance',
    });
    expect(rows[0]).toEqual({
      date: '2025-04-14',
      description: 'Sent money to Figma Inc',
      amount: -45,
      reference: 'ref:TRANSFER-100000001 bal:95500',
    });
  });

  it('Revolut: the completed date, the fee as a transaction of its own, and rows not completed left out by line', () => {
    const { mapping, rows, problems, notCompleted } = read(REVOLUT);
    expect(mapping).toEqual({
      date: 'Completed Date',
      description: 'Description',
      dateFormat: 'YYYY-MM-DD',
      amountKind: 'single',
      amount: 'Amount',
      balance: 'Balance',
      fee: 'Fee',
      state: 'State',
    });
    // The exchange of 100.00 and its fee of 0.50: two transactions, the balance 1,387.50 after both.
    expect(rows).toEqual([
      { date: '2025-04-14', description: 'Top-Up by *1234', amount: 500, reference: 'bal:150000' },
      { date: '2025-04-15', description: 'Notion Labs', amount: -12, reference: 'bal:148800' },
      { date: '2025-04-16', description: 'Exchanged to USD', amount: -100, reference: 'bal:138750' },
      { date: '2025-04-16', description: 'Fee: Exchanged to USD', amount: -0.5, reference: 'fee bal:138750' },
    ]);
    expect(problems).toEqual([]);
    expect(notCompleted).toEqual([
      { line: 5, state: 'PENDING' },
      { line: 6, state: 'REVERTED' },
      { line: 7, state: 'DECLINED' },
    ]);
  });

  it('SEB: one amount, its direction from the D/C column', () => {
    const { mapping, rows } = read(SEB);
    expect(mapping).toEqual({
      date: 'Date',
      description: 'Description',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'single',
      amount: 'Amount',
      direction: 'Debit/Credit (D/C)',
      reference: 'Reference number',
    });
    expect(rows).toEqual([
      { date: '2025-04-14', description: 'Invoice 18', amount: 1200 },
      { date: '2025-04-15', description: 'Rent April', amount: -850 },
    ]);
  });

  it('Revolut Business: the completed date, the ID as the reference, Amount (not Orig or Total amount), its negative fee as a transaction of its own', () => {
    const { mapping, rows, problems, notCompleted } = read(REVOLUT_BUSINESS);
    // The personal export's mapping, but for the date column's name and the bank's ID as the reference.
    expect(mapping).toEqual({ ...read(REVOLUT).mapping, date: 'Date completed (UTC)', reference: 'ID' });
    // The card payment of −41.40 and its fee of −0.50: two transactions, the balance 3,458.10 after both.
    const id = (n: number) => `ref:00000000-0000-4000-8000-00000000000${n}`;
    expect(rows).toEqual([
      {
        date: '2025-04-14',
        description: 'Money added from NORTHWIND OU',
        amount: 1500,
        reference: `${id(1)} bal:350000`,
      },
      { date: '2025-04-15', description: 'Figma', amount: -41.4, reference: `${id(2)} bal:345810` },
      { date: '2025-04-15', description: 'Fee: Figma', amount: -0.5, reference: `fee ${id(2)} bal:345810` },
      { date: '2025-04-16', description: 'To Office Rent OU', amount: -850, reference: `${id(3)} bal:260810` },
    ]);
    expect(problems).toEqual([]);
    expect(notCompleted).toEqual([
      { line: 5, state: 'PENDING' },
      { line: 6, state: 'DECLINED' },
      { line: 7, state: 'REVERTED' },
    ]);
  });
});
