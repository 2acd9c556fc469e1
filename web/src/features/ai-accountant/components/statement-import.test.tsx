import { HDFC_LAYOUT, REVOLUT, SEB_SEMICOLONS } from '@core/tools/ai-accountant/bank-statement-fixtures';
import type { ColumnMapping } from '@core/tools/ai-accountant/statement-import';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKS, books, renderAccountant } from '@/test/accountant-test-fixtures';

const PREVIEW = 'POST /api/ai-accountant/imports/preview';
const IMPORT = 'POST /api/ai-accountant/imports';

/** HDFC's columns (bank-statement-fixtures.ts cites them): two real UBER TRIP charges of ₹250 on one day. */
const HDFC_HEADER = [
  'Date',
  'Narration',
  'Value Dt',
  'Chq./Ref.No.',
  'Withdrawal Amt.',
  'Deposit Amt.',
  'Closing Balance',
];
const HDFC = [
  HDFC_HEADER.join(','),
  '14/04/25,NEFT CR-ACME,14/04/25,0000000000000101,,"1,25,000.00","2,25,000.00"',
  '15/04/25,UPI-UBER TRIP,15/04/25,0000000000000102,250.00,,"2,24,750.00"',
  '15/04/25,UPI-UBER TRIP,15/04/25,0000000000000103,250.00,,"2,24,500.00"',
].join('\n');

const upload = async (user: Awaited<ReturnType<typeof renderAccountant>>['user'], csv: string, name: string) =>
  user.upload(screen.getByLabelText('Bank statement (CSV)'), new File([csv], name, { type: 'text/csv' }));
const region = () => screen.getByRole('region', { name: 'Import a bank statement' });
const select = (label: string) => within(region()).getByLabelText<HTMLSelectElement>(label);

/** The page with nothing already imported, keeping each preview's body (its rows as the page read them). */
async function renderKeepingPreviews() {
  const previews: { transactions: { description: string; amount: number; reference?: string }[] }[] = [];
  const { user } = await renderAccountant({
    [PREVIEW]: ({ body }) => {
      previews.push(body as (typeof previews)[number]);
      return { body: { alreadyImported: [] } };
    },
  });
  return { user, previews };
}

describe('importing a bank statement', () => {
  it('shows the mapping it guessed, lets it change, lists the rows already imported to keep or skip, and sends the choice', async () => {
    const previews: unknown[] = [];
    const imported: unknown[] = [];
    const { user } = await renderAccountant({
      [PREVIEW]: ({ body }) => {
        previews.push(body);
        return { body: { alreadyImported: [1, 2] } };
      },
      [IMPORT]: ({ body }) => {
        imported.push(body);
        return { status: 201, body: { imported: 2, recognised: 2, kept: 1, skipped: 1 } };
      },
    });
    await upload(user, HDFC, 'hdfc.csv');
    expect(await screen.findByText('hdfc.csv: 3 rows read, 0 bad rows, 2 look already imported.')).toBeTruthy();
    expect(
      screen.getByText(
        'Columns matched from the file’s headers. Check them below; they are kept for this bank layout.',
      ),
    ).toBeTruthy();
    expect(
      [
        'Date column',
        'Date format',
        'Description column',
        'Amounts',
        'Debit (money out) column',
        'Credit (money in) column',
        'Bank reference column (optional)',
        'Balance column (optional)',
      ].map((label) => select(label).value),
    ).toEqual([
      'Date',
      'DD/MM/YYYY',
      'Narration',
      'split',
      'Withdrawal Amt.',
      'Deposit Amt.',
      'Chq./Ref.No.',
      'Closing Balance',
    ]);
    const row = (amount: number, description: string, reference: string, date = '2025-04-15') => ({
      date,
      description,
      amount,
      reference,
    });
    const rows = [
      row(125_000, 'NEFT CR-ACME', 'ref:0000000000000101 bal:22500000', '2025-04-14'),
      row(-250, 'UPI-UBER TRIP', 'ref:0000000000000102 bal:22475000'),
      row(-250, 'UPI-UBER TRIP', 'ref:0000000000000103 bal:22450000'),
    ];
    expect(previews).toEqual([{ transactions: rows }]);

    // Both look already imported: listed, each skipped until ticked.
    const again = (line: number) =>
      screen.getByRole('checkbox', { name: `Import line ${line} again: 15 Apr 2025, UPI-UBER TRIP, -₹250.00` });
    expect([again(3), again(4)].map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeTruthy();
    await user.click(again(4));
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(
      await screen.findByText('Imported 2 transactions. 2 rows looked already imported: 1 skipped, 1 imported again.'),
    ).toBeTruthy();
    const { mapping } = HDFC_LAYOUT;
    expect(imported).toEqual([{ transactions: rows, skip: [1], layout: { header: HDFC_HEADER, mapping } }]);
  });

  it('asks again when the mapping changes: without the balance, rows carry only the bank reference', async () => {
    const { user, previews } = await renderKeepingPreviews();
    await upload(user, HDFC, 'hdfc.csv');
    await screen.findByText('hdfc.csv: 3 rows read, 0 bad rows, 0 look already imported.');
    await user.selectOptions(select('Balance column (optional)'), 'None');
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]!.transactions.map((row) => row.reference)).toEqual([
      'ref:0000000000000101',
      'ref:0000000000000102',
      'ref:0000000000000103',
    ]);
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeTruthy();
  });

  it('confirms a statement imported again: every row skipped, nothing stored, and the count said', async () => {
    const imported: { skip: number[] }[] = [];
    const { user } = await renderAccountant({
      [PREVIEW]: () => ({ body: { alreadyImported: [0, 1, 2] } }),
      [IMPORT]: ({ body }) => {
        imported.push(body as (typeof imported)[number]);
        return { status: 201, body: { imported: 0, recognised: 3, kept: 0, skipped: 3 } };
      },
    });
    await upload(user, HDFC, 'hdfc.csv');
    await user.click(
      await screen.findByRole('button', { name: 'Skip the 3 rows already imported and import nothing' }),
    );
    expect(
      await screen.findByText('Imported 0 transactions. 3 rows looked already imported: 3 skipped, 0 imported again.'),
    ).toBeTruthy();
    expect(imported.map((body) => body.skip)).toEqual([[0, 1, 2]]);
  });

  it('fills in the mapping remembered for the same bank layout, as this file names its columns', async () => {
    const remembered: ColumnMapping = {
      date: 'Posted',
      description: 'Memo',
      dateFormat: 'MM/DD/YYYY',
      amountKind: 'single',
      amount: 'Amount',
    };
    const { user } = await renderAccountant({
      [`GET ${BOOKS}`]: () => ({
        body: books({ layouts: [{ header: ['Posted', 'Description', 'Memo', 'Amount'], mapping: remembered }] }),
      }),
      [PREVIEW]: () => ({ body: { alreadyImported: [] } }),
    });
    await upload(user, 'posted,DESCRIPTION,memo,amount\n04/01/2025,CARD 1234,Figma,-45\n', 'card.csv');
    expect(
      await screen.findByText(
        'Columns matched as at your last import of this bank layout. Change them below if need be.',
      ),
    ).toBeTruthy();
    expect(['Date column', 'Date format', 'Description column'].map((label) => select(label).value)).toEqual([
      'posted',
      'MM/DD/YYYY',
      'memo',
    ]);
    expect(await screen.findByText('card.csv: 1 row read, 0 bad rows, 0 look already imported.')).toBeTruthy();
  });

  it('sends nothing until the founder decides, lists bad rows by line, and keeps a repeat within the file', async () => {
    const imported: unknown[] = [];
    const { user } = await renderAccountant({
      [PREVIEW]: () => ({ body: { alreadyImported: [] } }),
      [IMPORT]: ({ body }) => {
        imported.push(body);
        return { status: 201, body: { imported: 2, recognised: 0, kept: 0, skipped: 0 } };
      },
    });
    const csv =
      'Date,Description,Amount\n2025-04-10,AWS hosting,-42000\n2025-02-30,Broken,-1\n2025-04-10,AWS hosting,-42000\n';
    await upload(user, csv, 'april.csv');
    expect(await screen.findByText('april.csv: 2 rows read, 1 bad row, 0 look already imported.')).toBeTruthy();
    expect(screen.getByText('Line 3: The date is not a real date in the format chosen')).toBeTruthy();
    expect(imported).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Skip the bad rows and import 2 rows' }));
    expect(await screen.findByText('Imported 2 transactions. No row looked already imported.')).toBeTruthy();
    const row = { date: '2025-04-10', description: 'AWS hosting', amount: -42_000 };
    expect(imported).toEqual([
      {
        transactions: [row, row],
        skip: [],
        layout: {
          header: ['Date', 'Description', 'Amount'],
          mapping: {
            date: 'Date',
            description: 'Description',
            dateFormat: 'YYYY-MM-DD',
            amountKind: 'single',
            amount: 'Amount',
          },
        },
      },
    ]);
  });

  it('reads Revolut’s fee as a transaction of its own, and lists the rows not completed at the bank by line', async () => {
    const imported: { transactions: unknown[] }[] = [];
    const { user } = await renderAccountant({
      [PREVIEW]: () => ({ body: { alreadyImported: [] } }),
      [IMPORT]: ({ body }) => {
        imported.push(body as (typeof imported)[number]);
        return { status: 201, body: { imported: 4, recognised: 0, kept: 0, skipped: 0 } };
      },
    });
    await upload(user, REVOLUT, 'revolut.csv');
    expect(await screen.findByText('revolut.csv: 4 rows read, 0 bad rows, 0 look already imported.')).toBeTruthy();
    expect(
      [
        'Date column',
        'Fee column (optional: each fee becomes a transaction of its own)',
        'State column (optional: only completed rows are imported)',
      ].map((label) => select(label).value),
    ).toEqual(['Completed Date', 'Fee', 'State']);
    const notCompleted = screen.getByText(/3 rows are not completed at the bank/).closest('div')!;
    expect(
      within(notCompleted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 5: PENDING', 'Line 6: REVERTED', 'Line 7: DECLINED']);
    await user.click(screen.getByRole('button', { name: 'Import 4 rows' }));
    await screen.findByText('Imported 4 transactions. No row looked already imported.');
    // The exchange of €100.00 with its €0.50 fee (the fixture's line 4).
    expect(imported[0]!.transactions.slice(2)).toEqual([
      { date: '2025-04-16', description: 'Exchanged to USD', amount: -100, reference: 'bal:138750' },
      { date: '2025-04-16', description: 'Fee: Exchanged to USD', amount: -0.5, reference: 'fee bal:138750' },
    ]);
  });

  it('signs amounts by the Dr/Cr column it found, and reads them as written once that column is set to None', async () => {
    const { user, previews } = await renderKeepingPreviews();
    const csv = 'Date,Narration,Amount,Dr/Cr\n01/04/2025,Rent,55000.00,Dr\n02/04/2025,Invoice 7,1200.00,Cr\n';
    await upload(user, csv, 'drcr.csv');
    await screen.findByText('drcr.csv: 2 rows read, 0 bad rows, 0 look already imported.');
    const direction = 'Dr/Cr column (optional: says whether each amount is money out or in)';
    expect(select(direction).value).toBe('Dr/Cr');
    expect(previews[0]!.transactions.map((row) => row.amount)).toEqual([-55_000, 1200]);
    await user.selectOptions(select(direction), 'None');
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]!.transactions.map((row) => row.amount)).toEqual([55_000, 1200]);
  });

  it('reads a statement separated by semicolons, its amounts with a decimal comma (ADR 0094)', async () => {
    const { user, previews } = await renderKeepingPreviews();
    await upload(user, SEB_SEMICOLONS, 'seb.csv');
    await screen.findByText('seb.csv: 3 rows read, 0 bad rows, 0 look already imported.');
    expect(select('Amount column').value).toBe('Amount');
    // 1.200,00 with C, 850,00 and 1.234,56 with D (bank-statement-fixtures.ts works them out).
    expect(previews[0]!.transactions.map(({ description, amount }) => [description, amount])).toEqual([
      ['Invoice 18, April', 1200],
      ['Rent April', -850],
      ['Laptop', -1234.56],
    ]);
  });
});
