import { HDFC_LAYOUT } from '@core/tools/ai-accountant/bank-statement-fixtures';
import type { Transaction } from '@core/tools/ai-accountant/books';
import type { ImportPreview, ImportResult } from '@core/tools/ai-accountant/statement-import-contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { books, issuesOf } from '../../testing/accountant-test-helpers';
import { expectJson, useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

/** Two real UBER TRIP charges of ₹250 on one day (issue 34), and an AWS bill. */
const uber = { date: '2025-04-15', description: 'UBER TRIP', amount: -250 };
const aws = { date: '2025-04-15', description: 'AWS hosting', amount: -4200.5 };
const rent = { date: '2025-04-16', description: 'Office rent', amount: -55_000 };

const preview = async (client: TestClient, transactions: unknown[]) =>
  (await expectJson<ImportPreview>(await client.post('/api/ai-accountant/imports/preview', { transactions }), 200))
    .alreadyImported;
const importRows = async (client: TestClient, body: Record<string, unknown>) =>
  expectJson<ImportResult>(await client.post('/api/ai-accountant/imports', body), 201);
const april = (client: TestClient) => books(client, 'from=2025-04-01&to=2025-04-30');

describe('a statement imported twice', () => {
  it('keeps two identical charges, then recognises every row and adds nothing once the founder skips them', async () => {
    const ivy = await t.server.signedInClient('ivy@example.com', 'Ivy Twice');
    const statement = [uber, uber, aws];
    expect(await preview(ivy, statement)).toEqual([]);
    expect(await importRows(ivy, { transactions: statement })).toEqual({
      imported: 3,
      recognised: 0,
      kept: 0,
      skipped: 0,
    });
    // 250 + 250 + 4,200.50 = 4,700.50 of expenses: both charges count.
    expect((await april(ivy)).totals).toEqual({ revenue: 0, expenses: 4700.5, netProfit: -4700.5 });

    expect(await preview(ivy, statement)).toEqual([0, 1, 2]);
    expect(await importRows(ivy, { transactions: statement, skip: [0, 1, 2] })).toEqual({
      imported: 0,
      recognised: 3,
      kept: 0,
      skipped: 3,
    });
    expect((await april(ivy)).count).toBe(3);

    // One of the two charges recategorised: no conflict with its twin.
    const [first] = (await april(ivy)).recent.filter((row) => row.description === 'UBER TRIP');
    const patched = await ivy.request(`/api/ai-accountant/transactions/${first!.id}`, {
      method: 'PATCH',
      json: { category: 'Travel' },
    });
    expect(await expectJson<Transaction>(patched, 200)).toMatchObject({ category: 'Travel' });
  });

  it('adds only the new days of an overlapping statement, and stores a recognised row the founder keeps', async () => {
    const jo = await t.server.signedInClient('jo@example.com', 'Jo Overlap');
    await importRows(jo, { transactions: [uber, uber, aws] });
    // The next statement repeats the 15th (3 rows, all in the books) and adds the 16th; one UBER row is kept anyway.
    const next = [uber, uber, aws, rent];
    expect(await preview(jo, next)).toEqual([0, 1, 2]);
    expect(await importRows(jo, { transactions: next, skip: [0, 2] })).toEqual({
      imported: 2,
      recognised: 3,
      kept: 1,
      skipped: 2,
    });
    // Rows of one import share their moment, so they are compared as a set: 3 UBER TRIP (2 + 1 kept), AWS, rent.
    expect((await april(jo)).recent.map((row) => row.description).sort()).toEqual([
      'AWS hosting',
      'Office rent',
      'UBER TRIP',
      'UBER TRIP',
      'UBER TRIP',
    ]);
  });

  it('tells rows alike apart by the bank reference and balance they were imported with', async () => {
    const kim = await t.server.signedInClient('kim@example.com', 'Kim Balances');
    await importRows(kim, { transactions: [{ ...uber, reference: 'bal:22475000' }] });
    // The same charge (its balance) is recognised; a second one, with the balance after it, is not.
    expect(
      await preview(kim, [
        { ...uber, reference: 'bal:22475000' },
        { ...uber, reference: 'bal:22450000' },
      ]),
    ).toEqual([0]);
  });
});

describe('the bank layout', () => {
  const { header: hdfc, mapping } = HDFC_LAYOUT;

  it('is remembered with its mapping by the import, once per header row, the most recent first', async () => {
    const lee = await t.server.signedInClient('lee@example.com', 'Lee Layouts');
    await importRows(lee, { transactions: [rent], layout: { header: hdfc, mapping } });
    expect((await books(lee)).layouts).toEqual([{ header: hdfc, mapping }]);
    const changed = { ...mapping, description: 'Value Dt' };
    await importRows(lee, { transactions: [aws], layout: { header: hdfc, mapping: changed } });
    const chase = ['Details', 'Posting Date', 'Description', 'Amount', 'Type', 'Balance', 'Check or Slip #'];
    const chaseMapping = {
      date: 'Posting Date',
      description: 'Description',
      dateFormat: 'MM/DD/YYYY',
      amountKind: 'single',
      amount: 'Amount',
    };
    await importRows(lee, { transactions: [uber], layout: { header: chase, mapping: chaseMapping } });
    expect((await books(lee)).layouts).toEqual([
      { header: chase, mapping: chaseMapping },
      { header: hdfc, mapping: changed },
    ]);
  });
});

describe('a bad import is a 422 naming its field, and stores nothing', () => {
  let founders = 0;
  it.each([
    ['a row to skip that is no row', { transactions: [uber], skip: [1] }, 'skip'],
    ['a row skipped twice', { transactions: [uber, aws], skip: [0, 0] }, 'skip'],
    ['a row to skip that is no index', { transactions: [uber], skip: [0.5] }, 'skip.0'],
    ['a bad date on the second row', { transactions: [uber, { ...aws, date: '2025-04-31' }] }, 'transactions.1.date'],
    [
      'a reference past 240 characters',
      { transactions: [{ ...uber, reference: 'r'.repeat(241) }] },
      'transactions.0.reference',
    ],
    [
      'a layout with a date format it does not know',
      {
        transactions: [uber],
        layout: {
          header: ['Date'],
          mapping: { ...{ date: 'Date', description: 'D', amountKind: 'single', amount: 'A' }, dateFormat: 'DD.MM' },
        },
      },
      'layout.mapping.dateFormat',
    ],
    ['no rows', { transactions: [] }, 'transactions'],
  ])('%s', async (_, body, field) => {
    const max = await t.server.signedInClient(`bad-${(founders += 1)}@example.com`, 'Max Bad');
    expect(await issuesOf(await max.post('/api/ai-accountant/imports', body))).toEqual([field]);
    expect((await books(max)).count).toBe(0);
    expect((await books(max)).layouts).toEqual([]);
  });

  it('a preview of no rows', async () => {
    expect(await issuesOf(await t.ada.post('/api/ai-accountant/imports/preview', { transactions: [] }))).toEqual([
      'transactions',
    ]);
  });
});
