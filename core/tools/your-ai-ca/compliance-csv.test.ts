import { describe, expect, it } from 'vitest';
import { toCsv } from '../../csv';
import type { FilingView } from './compliance-contracts';
import { FILING_CSV_COLUMNS, filingCsvRows, PAYMENT_CSV_COLUMNS, paymentCsvRows } from './compliance-csv';

const headers = <Columns extends readonly string[]>(columns: Columns) =>
  Object.fromEntries(columns.map((column) => [column, column.toUpperCase()])) as Record<Columns[number], string>;

describe('the CSV exports', () => {
  it('write filings with ISO dates, amounts as numbers and the rule’s sources', () => {
    const filing: FilingView = {
      id: 'a',
      type: 'TDS deposit',
      ruleId: 'tds-deposit',
      period: '2027-03',
      dueDate: '2027-04-30',
      recurrence: 'monthly',
      status: 'filed',
      filedOn: '2027-04-29',
      reference: 'CIN, 1',
      amount: 12750.5,
    };
    expect(
      toCsv(
        filingCsvRows(
          [
            filing,
            {
              ...filing,
              ruleId: null,
              type: '=SUM(A1)',
              status: 'pending',
              filedOn: null,
              reference: null,
              amount: null,
            },
          ],
          headers(FILING_CSV_COLUMNS),
          (row) => row.type,
        ),
      ),
    ).toBe(
      'TYPE,PERIOD,DUEDATE,RECURRENCE,STATUS,FILEDON,REFERENCE,AMOUNTINR,SOURCE\r\n' +
        'TDS deposit,2027-03,2027-04-30,monthly,filed,2027-04-29,"CIN, 1",12750.5,https://incometaxindia.gov.in/Pages/deadline.aspx\r\n' +
        "'=SUM(A1),2027-03,2027-04-30,monthly,pending,,,,\r\n",
    );
  });

  it('write payments in their own currency', () => {
    const payment = {
      id: 'p',
      description: 'GST for October',
      amount: 38500,
      currency: 'INR' as const,
      paidOn: '2026-11-20',
      status: 'completed' as const,
    };
    expect(toCsv(paymentCsvRows([payment], headers(PAYMENT_CSV_COLUMNS)))).toBe(
      'DESCRIPTION,AMOUNT,CURRENCY,DATE,STATUS\r\nGST for October,38500,INR,2026-11-20,completed\r\n',
    );
  });
});
