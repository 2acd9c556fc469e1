import type { Transaction } from '@core/tools/ai-accountant/books';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { add, books, issuesOf, put } from '../../testing/accountant-test-helpers';

const t = useTestServer();

describe('editing a transaction', () => {
  const patch = (client: TestClient, id: string, json: unknown) =>
    client.request(`/api/ai-accountant/transactions/${id}`, { method: 'PATCH', json });

  it('changes any of its fields, and the totals and budgets follow', async () => {
    const fay = await t.server.signedInClient('fay@example.com', 'Fay Edits');
    await put(fay, 'budgets', { budgets: [{ category: 'Marketing', monthly: 50000 }] });
    const ads = await add(fay, {
      date: '2025-04-20',
      description: 'Google Ads',
      amount: -65000,
      category: 'Marketing',
    });
    await add(fay, { date: '2025-04-05', description: 'Client payment', amount: 350000, category: 'Revenue' });
    const changed = await expectJson<Transaction>(
      await patch(fay, ads.id, {
        date: '2025-05-02',
        description: 'Google Ads May',
        amount: -40000.5,
        category: 'Marketing',
      }),
      200,
    );
    expect(changed).toEqual({
      id: ads.id,
      date: '2025-05-02',
      description: 'Google Ads May',
      amount: -40000.5,
      category: 'Marketing',
    });
    // April now: revenue 3,50,000 only. April–May: expenses 40,000.50; net 3,50,000 − 40,000.50 = 3,09,999.50;
    // Marketing 50,000 × 2 months = 1,00,000 allocated; 40,000.50 / 1,00,000 = 40.0005 % → 40 %.
    expect((await books(fay, 'from=2025-04-01&to=2025-04-30')).totals).toEqual({
      revenue: 350000,
      expenses: 0,
      netProfit: 350000,
    });
    const both = await books(fay, 'from=2025-04-01&to=2025-05-31');
    expect(both.totals).toEqual({ revenue: 350000, expenses: 40000.5, netProfit: 309999.5 });
    expect(both.budgetLines).toEqual([{ category: 'Marketing', allocated: 100000, spent: 40000.5, percentage: 40 }]);
    // One field alone: the others stay.
    expect(await expectJson(await patch(fay, ads.id, { amount: 12.34 }), 200)).toEqual({ ...changed, amount: 12.34 });
  });

  it('gives an emptied category by the rules, else Uncategorised, as adding does', async () => {
    const gus = await t.server.signedInClient('gus@example.com', 'Gus Rules');
    await put(gus, 'rules', { rules: [{ contains: 'aws', category: 'Infrastructure' }] });
    const row = await add(gus, { date: '2025-06-02', description: 'AWS EMEA', amount: -4200, category: 'Misc' });
    expect(await expectJson(await patch(gus, row.id, { category: '' }), 200)).toMatchObject({
      category: 'Infrastructure',
    });
    expect(await expectJson(await patch(gus, row.id, { description: 'Hosting', category: ' ' }), 200)).toMatchObject({
      description: 'Hosting',
      category: 'Uncategorised',
    });
  });

  it('refuses to make it the same date, amount and description as another with a 409 by the description, and keeps it', async () => {
    const hal = await t.server.signedInClient('hal@example.com', 'Hal Twice');
    await add(hal, { date: '2025-05-01', description: 'Office rent', amount: -55000, category: 'Operations' });
    const other = await add(hal, {
      date: '2025-05-01',
      description: 'Office rent',
      amount: -5500,
      category: 'Operations',
    });
    const refused = await expectJson<{ error: { message: string; issues: { path: string; message: string }[] } }>(
      await patch(hal, other.id, { amount: -55000 }),
      409,
    );
    expect(refused.error.issues.map(({ path, message }) => [path, message])).toEqual([
      [
        'description',
        'This looks like another transaction in your books: 1 with the same date, amount and description',
      ],
    ]);
    expect((await books(hal)).totals.expenses).toBe(60500); // 55,000 + 5,500: nothing changed
    // Its own date, amount and description again (a new category only) is no duplicate.
    expect(await expectJson(await patch(hal, other.id, { category: 'Rent' }), 200)).toMatchObject({
      amount: -5500,
      category: 'Rent',
    });
    // Confirmed as a real repeat of the 1 alike: kept. The books then hold two rents of 55,000.
    expect(await expectJson(await patch(hal, other.id, { amount: -55000, repeatOf: 1 }), 200)).toMatchObject({
      amount: -55000,
    });
    expect((await books(hal)).totals.expenses).toBe(110000);
  });

  it.each([
    ['a date that does not exist', { date: '2025-02-30' }, 'date'],
    ['an empty description', { description: ' ' }, 'description'],
    ['a zero amount', { amount: 0 }, 'amount'],
    ['an amount as text', { amount: '-5' }, 'amount'],
    ['a long category', { category: 'c'.repeat(61) }, 'category'],
    ['nothing to change', {}, ''],
  ])('is a 422 naming the field for %s, and changes nothing', async (what, changes, field) => {
    const row = await add(t.ada, {
      date: '2025-08-01',
      description: `Bad edit: ${what}`,
      amount: -1,
      category: 'Office',
    });
    expect(await issuesOf(await patch(t.ada, row.id, changes))).toEqual([field]);
    expect((await books(t.ada, 'from=2025-08-01&to=2025-08-01')).recent.find((found) => found.id === row.id)).toEqual(
      row,
    );
  });
});
