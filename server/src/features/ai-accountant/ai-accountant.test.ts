import type { ImportPreview, ImportResult } from '@core/tools/ai-accountant/statement-import-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { add, books, FY, issuesOf, put } from '../../testing/accountant-test-helpers';

const t = useTestServer();

describe('the books over a period', () => {
  it('starts empty in rupees, with the twelve months of the financial year', async () => {
    const view = await books(t.bob);
    expect(view).toMatchObject({
      currency: 'INR',
      mapping: null,
      layouts: [],
      rules: [],
      budgets: [],
      recent: [],
      count: 0,
      totals: { revenue: 0, expenses: 0, netProfit: 0 },
    });
    expect(view.monthly.map((month) => month.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('adds transactions by hand and works out totals and budgets from them', async () => {
    const carol = await t.server.signedInClient('carol@example.com', 'Carol Books');
    await add(carol, { date: '2025-04-05', description: 'Client payment', amount: 350000, category: 'Revenue' });
    await add(carol, { date: '2025-04-20', description: 'Google Ads', amount: -65000, category: 'Marketing' });
    await add(carol, { date: '2026-04-01', description: 'Next year', amount: -1, category: 'Marketing' });
    expect(
      await (await put(carol, 'budgets', { budgets: [{ category: 'Marketing', monthly: 50000 }] })).json(),
    ).toEqual([{ category: 'Marketing', monthly: 50000 }]);
    // April 2025: revenue 3,50,000, expenses 65,000, net 2,85,000. Budget 50,000 × 1 month; 65,000 / 50,000 = 130 %.
    const april = await books(carol, 'from=2025-04-01&to=2025-04-30');
    expect(april.totals).toEqual({ revenue: 350000, expenses: 65000, netProfit: 285000 });
    expect(april.budgetLines).toEqual([{ category: 'Marketing', allocated: 50000, spent: 65000, percentage: 130 }]);
    expect(april.recent.map((row) => row.description)).toEqual(['Google Ads', 'Client payment']);
    // The whole FY: 50,000 × 12 = 6,00,000 allocated; 65,000 / 6,00,000 = 10.8 % → 11 %. 1 Apr 2026 is the next year.
    const year = await books(carol);
    expect(year.budgetLines[0]).toEqual({ category: 'Marketing', allocated: 600000, spent: 65000, percentage: 11 });
    expect(year.count).toBe(2);
    expect(year.categories).toEqual(['Marketing', 'Revenue']);
  });

  it('refuses the same date, amount and description twice with a 409 by the description', async () => {
    const input = { date: '2025-05-01', description: 'Office rent', amount: -55000, category: 'Operations' };
    await add(t.ada, input);
    const answer = await expectJson<{ error: { issues: { path: string }[] } }>(
      await t.ada.post('/api/ai-accountant/transactions', input),
      409,
    );
    expect(answer.error.issues.map((issue) => issue.path)).toEqual(['description']);
    expect(await add(t.ada, { ...input, amount: -55000.5 })).toMatchObject({ amount: -55000.5 });
  });

  it('keeps a second identical transaction once the founder confirms it is a repeat, and only once', async () => {
    const ivy = await t.server.signedInClient('ivy@example.com', 'Ivy Repeats');
    // Two real ₹250 UBER TRIP charges on one day.
    const trip = { date: '2025-04-15', description: 'UBER TRIP', amount: -250, category: 'Travel' };
    await add(ivy, trip);
    const refused = await expectJson<{
      error: { issues: { path: string; message: string; values?: Record<string, number> }[] };
    }>(await ivy.post('/api/ai-accountant/transactions', trip), 409);
    expect(refused.error.issues).toEqual([
      {
        path: 'description',
        message: 'This looks like a transaction already in your books: 1 with the same date, amount and description',
        messageId: 'server.aiAccountant.duplicate',
        values: { count: 1 },
      },
    ]);
    expect(await add(ivy, { ...trip, repeatOf: 1 })).toMatchObject({ description: 'UBER TRIP', amount: -250 });
    // The same confirmed request again (a second click): the books now hold 2 alike, not the 1 confirmed.
    await expectJson(await ivy.post('/api/ai-accountant/transactions', { ...trip, repeatOf: 1 }), 409);
    const view = await books(ivy);
    expect([view.count, view.totals.expenses]).toEqual([2, 500]);
    expect(view.recent.map(({ description, amount }) => [description, amount])).toEqual([
      ['UBER TRIP', -250],
      ['UBER TRIP', -250],
    ]);
  });

  it.each([0, 1.5, '1', true])('is a 422 on repeatOf for %j, and stores nothing', async (repeatOf) => {
    const trip = { date: '2025-04-16', description: 'UBER TRIP', amount: -250, repeatOf };
    expect(await issuesOf(await t.ada.post('/api/ai-accountant/transactions', trip))).toEqual(['repeatOf']);
  });
});

describe('importing a statement', () => {
  it('adds the rows in one go but those skipped, keeps a repeat within the file, and applies the rules', async () => {
    const dan = await t.server.signedInClient('dan@example.com', 'Dan Import');
    await put(dan, 'rules', { rules: [{ contains: 'aws', category: 'Infrastructure' }] });
    await add(dan, { date: '2025-06-01', description: 'Salary June', amount: -100000, category: 'Salaries' });
    const transactions = [
      { date: '2025-06-01', description: 'Salary June', amount: -100000 },
      { date: '2025-06-02', description: 'AWS EMEA', amount: -4200.5 },
      { date: '2025-06-02', description: 'AWS EMEA', amount: -4200.5 },
      { date: '2025-06-03', description: 'Invoice 12', amount: 90000, category: 'Revenue' },
      { date: '2025-06-04', description: 'Stationery', amount: -300 },
    ];
    // The salary added by hand looks already imported; the two AWS charges are two.
    expect(
      await expectJson<ImportPreview>(await dan.post('/api/ai-accountant/imports/preview', { transactions }), 200),
    ).toEqual({ alreadyImported: [0] });
    const result = await expectJson<ImportResult>(
      await dan.post('/api/ai-accountant/imports', { transactions, skip: [0] }),
      201,
    );
    expect(result).toEqual({ imported: 4, recognised: 1, kept: 0, skipped: 1 });
    const june = await books(dan, 'from=2025-06-01&to=2025-06-30');
    expect(june.recent.map((row) => [row.description, row.category])).toEqual([
      ['Stationery', 'Uncategorised'],
      ['Invoice 12', 'Revenue'],
      ['AWS EMEA', 'Infrastructure'],
      ['AWS EMEA', 'Infrastructure'],
      ['Salary June', 'Salaries'],
    ]);
    // A new rule, applied on demand: Stationery → Office.
    await put(dan, 'rules', {
      rules: [
        { contains: 'aws', category: 'Infrastructure' },
        { contains: 'STATION', category: 'Office' },
      ],
    });
    expect(await expectJson(await dan.post('/api/ai-accountant/rules/apply', {}), 200)).toEqual({ changed: 1 });
    expect((await books(dan, 'from=2025-06-01&to=2025-06-30')).recent[0]).toMatchObject({
      description: 'Stationery',
      category: 'Office',
    });
  });

  it('refuses an import with a bad row whole, naming the row and field, and adds nothing', async () => {
    const erin = await t.server.signedInClient('erin@example.com', 'Erin Bad');
    const answer = await erin.post('/api/ai-accountant/imports', {
      transactions: [
        { date: '2025-06-01', description: 'Fine', amount: -1 },
        { date: '2025-06-31', description: 'Bad date', amount: -1 },
      ],
    });
    expect(await issuesOf(answer)).toEqual(['transactions.1.date']);
    expect((await books(erin)).count).toBe(0);
  });
});

describe('bad input is a 422 naming its field', () => {
  it.each([
    ['a date that does not exist', { date: '2025-02-29', description: 'x', amount: 1 }, 'date'],
    ['no description', { date: '2025-02-28', description: '  ', amount: 1 }, 'description'],
    ['a zero amount', { date: '2025-02-28', description: 'x', amount: 0 }, 'amount'],
    ['three decimals', { date: '2025-02-28', description: 'x', amount: 1.005 }, 'amount'],
    ['an amount as text', { date: '2025-02-28', description: 'x', amount: '12' }, 'amount'],
    ['a long category', { date: '2025-02-28', description: 'x', amount: 1, category: 'c'.repeat(61) }, 'category'],
  ])('a transaction with %s', async (_, input, field) => {
    expect(await issuesOf(await t.ada.post('/api/ai-accountant/transactions', input))).toEqual([field]);
  });

  it('rules, budgets, settings and periods', async () => {
    expect(await issuesOf(await put(t.ada, 'rules', { rules: [{ contains: '', category: 'X' }] }))).toEqual([
      'rules.0.contains',
    ]);
    expect(await issuesOf(await put(t.ada, 'budgets', { budgets: [{ category: 'X', monthly: -5 }] }))).toEqual([
      'budgets.0.monthly',
    ]);
    expect(
      await issuesOf(
        await put(t.ada, 'budgets', {
          budgets: [
            { category: 'X', monthly: 5 },
            { category: 'x', monthly: 6 },
          ],
        }),
      ),
    ).toEqual(['budgets']);
    expect(await issuesOf(await put(t.ada, 'settings', { currency: 'JPY', mapping: null }))).toEqual(['currency']);
    expect(await issuesOf(await t.ada.request('/api/ai-accountant/books?from=2025-05-01&to=2025-04-01'))).toEqual([
      'to',
    ]);
    expect(await issuesOf(await t.ada.request('/api/ai-accountant/books?from=yesterday&to=2025-04-01'))).toEqual([
      'from',
    ]);
    expect(await issuesOf(await t.ada.post('/api/ai-accountant/imports', { transactions: [] }))).toEqual([
      'transactions',
    ]);
  });
});

describe('settings', () => {
  it('keeps the currency and the column mapping', async () => {
    const mapping = {
      date: 'Txn Date',
      description: 'Narration',
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'split',
      debit: 'Withdrawal',
      credit: 'Deposit',
    };
    expect(await expectJson(await put(t.bob, 'settings', { currency: 'EUR', mapping }), 200)).toEqual({
      currency: 'EUR',
      mapping,
    });
    expect(await books(t.bob)).toMatchObject({ currency: 'EUR', mapping });
  });
});

describe('ownership', () => {
  it("makes another user's transaction a 404 and leaves it; a visitor gets 401 everywhere", async () => {
    const mine = await add(t.ada, { date: '2025-07-01', description: 'Mine', amount: -10, category: 'Office' });
    expect((await t.bob.request(`/api/ai-accountant/transactions/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await t.bob.request('/api/ai-accountant/transactions/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
    expect(
      (
        await t.bob.request(`/api/ai-accountant/transactions/${mine.id}`, {
          method: 'PATCH',
          json: { description: 'Taken' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.bob.request('/api/ai-accountant/transactions/not-a-uuid', {
          method: 'PATCH',
          json: { description: 'Taken' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.visitor.request(`/api/ai-accountant/transactions/${mine.id}`, {
          method: 'PATCH',
          json: { description: 'Taken' },
        })
      ).status,
    ).toBe(401);
    expect((await books(t.bob)).recent.map((row) => row.description)).not.toContain('Mine');
    expect((await t.visitor.request(`/api/ai-accountant/books?${FY}`)).status).toBe(401);
    expect(
      (await t.visitor.post('/api/ai-accountant/transactions', { date: '2025-07-01', description: 'x', amount: 1 }))
        .status,
    ).toBe(401);
    expect((await books(t.ada, 'from=2025-07-01&to=2025-07-01')).recent).toEqual([mine]);
    expect((await t.ada.request(`/api/ai-accountant/transactions/${mine.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});
