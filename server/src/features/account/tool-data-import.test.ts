import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import type { ComplianceOverview } from '@core/tools/your-ai-ca/compliance-contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { expectJson } from '../../testing/use-test-server';
import { exportOf, importInto } from '../../testing/import-test-fixture';
import { BOOKS, CA, CALENDAR_PROFILE, mapping, send, useToolDataFixture } from '../../testing/tool-data-import-fixture';

/*
 * Your AI CA's calendar and the AI Accountant's books in 'Export my data' and 'Import data' (ADR 0029, 0030, 0050,
 * 0051): exported whole, and imported into another account the same, once (a bad row: tool-data-import-refusals).
 */

const t = useToolDataFixture();

/** What the two pages show (ids aside: an import makes new rows). */
const calendarOf = async (client: TestClient) => {
  const { filings, payments, settings } = await expectJson<ComplianceOverview>(await client.request(CA), 200);
  return {
    filings: filings.map(({ id: _id, ...filing }) => filing),
    payments: payments.map(({ id: _id, ...payment }) => payment),
    settings,
  };
};
const booksOf = async (client: TestClient) => {
  const { recent, ...books } = await expectJson<BooksView>(
    await client.request(`${BOOKS}/books?from=2026-04-01&to=2027-03-31`),
    200,
  );
  // Rows of one day added together are listed in id order, and ids are new: compared by description within a day.
  const byDay = recent
    .map(({ id: _id, ...transaction }) => transaction)
    .sort((a, b) => b.date.localeCompare(a.date) || a.description.localeCompare(b.description));
  return { ...books, recent: byDay };
};

describe('Export my data, with the calendar and the books', () => {
  it('writes every filing, payment, reminder setting, transaction, rule and budget line', () => {
    expect(t.exported.version).toBe(8);
    const { settings, profile, filings, payments } = t.exported.yourAiCa;
    expect(settings).toEqual({ reminderDays: 7 });
    expect(profile).toEqual(CALENDAR_PROFILE);
    // The calendar adds one filing per rule that applies (16: GSTR-1, 3B and 9, the TDS deposit, 24Q, 26Q and Form 16,
    // four advance tax, the ITR, the AGM, AOC-4, MGT-7, DPT-3); 'File Now' on the professional tax due 15 Nov added the next, due the same day a
    // month on: 15 Dec, for November.
    expect(filings.filter((filing) => filing.ruleId !== null)).toHaveLength(16);
    expect(filings.filter((filing) => filing.ruleId === null).map(({ createdAt: _at, ...filing }) => filing)).toEqual([
      {
        type: 'Professional tax',
        ruleId: null,
        period: '2026-10',
        dueDate: '2026-11-15',
        recurrence: 'monthly',
        filedOn: '2026-11-14',
        reference: 'ACK-1',
        amount: 2500,
      },
      {
        type: 'Professional tax',
        ruleId: null,
        period: '2026-11',
        dueDate: '2026-12-15',
        recurrence: 'monthly',
        filedOn: null,
        reference: null,
        amount: null,
      },
    ]);
    expect(payments.map(({ createdAt: _at, ...payment }) => payment)).toEqual([
      { description: 'Advance tax', amount: 150000, currency: 'INR', paidOn: '2026-12-15', status: 'pending' },
      { description: 'GST for October', amount: 18000.5, currency: 'INR', paidOn: '2026-11-20', status: 'completed' },
      { description: 'ROC fee', amount: 600, currency: 'INR', paidOn: '2026-11-02', status: 'completed' },
      { description: 'ROC fee', amount: 600, currency: 'INR', paidOn: '2026-11-02', status: 'completed' },
    ]);

    const books = t.exported.aiAccountant;
    expect(books.settings).toEqual({ currency: 'USD', mapping });
    // Categories: AWS and Stripe by the rules, the chairs as the statement said, the coffee matched by none.
    expect(books.transactions.map(({ createdAt: _at, ...transaction }) => transaction)).toEqual([
      { date: '2026-05-02', description: 'AWS invoice', amount: -150.25, category: 'Infrastructure' },
      { date: '2026-05-03', description: 'Office chairs', amount: -800, category: 'Office' },
      { date: '2026-05-03', description: 'Stripe payout', amount: 5000, category: 'Revenue' },
      { date: '2026-05-03', description: 'Google Ads', amount: -320, category: 'Marketing' },
      { date: '2026-06-10', description: 'Coffee', amount: -4.5, category: 'Uncategorised' },
    ]);
    expect(books.rules).toEqual([
      { contains: 'AWS', category: 'Infrastructure' },
      { contains: 'Stripe', category: 'Revenue' },
    ]);
    expect(books.budgets).toEqual([
      { category: 'Infrastructure', monthly: 500 },
      { category: 'Marketing', monthly: 1200.5 },
    ]);
  });

  it('gives another user none of it: their own calendar (3 days’ reminders until set) and books (no settings yet)', async () => {
    const { yourAiCa, aiAccountant } = await exportOf(await t.newAccount('stranger'));
    expect(yourAiCa).toEqual({ settings: { reminderDays: 3 }, profile: null, filings: [], payments: [] });
    expect(aiAccountant).toEqual({ settings: null, transactions: [], rules: [], budgets: [], layouts: [] });
  });
});

describe('Import data, with the calendar and the books', () => {
  it('gives another account the same calendar and books, with rows of its own, and says what it added', async () => {
    const fresh = await t.newAccount('fresh-books');
    const answer = await expectJson<Record<string, unknown>>(await importInto(fresh, t.exported), 200);
    expect(answer).toMatchObject({
      filings: { added: 18, alreadyThere: 0 },
      payments: { added: 4, alreadyThere: 0 },
      transactions: { added: 5, alreadyThere: 0 },
      rules: { added: 2, alreadyThere: 0 },
      budgets: { added: 2, alreadyThere: 0 },
    });

    const restored = await exportOf(fresh);
    expect(restored.yourAiCa).toEqual(t.exported.yourAiCa);
    expect(restored.aiAccountant).toEqual(t.exported.aiAccountant);
    // The pages show the same: statuses, the rules' filings (so 'File Now' follows the rule), totals, budgets.
    expect(await calendarOf(fresh)).toEqual(await calendarOf(t.owner));
    expect(await booksOf(fresh)).toEqual(await booksOf(t.owner));
    // New rows, not the owner's: each id is the new account's.
    const ids = async (client: TestClient) =>
      (await expectJson<ComplianceOverview>(await client.request(CA), 200)).filings.map((filing) => filing.id);
    const ownerIds = new Set(await ids(t.owner));
    expect((await ids(fresh)).filter((id) => ownerIds.has(id))).toEqual([]);
  });

  it('adds nothing twice: the same file again, or the owner importing their own export', async () => {
    const twice = await t.newAccount('twice-books');
    expect((await importInto(twice, t.exported)).status).toBe(200);
    const nothingNew = {
      filings: { added: 0, alreadyThere: 18 },
      payments: { added: 0, alreadyThere: 4 },
      transactions: { added: 0, alreadyThere: 5 },
      rules: { added: 0, alreadyThere: 2 },
      budgets: { added: 0, alreadyThere: 2 },
    };
    expect(await expectJson(await importInto(twice, t.exported), 200)).toMatchObject(nothingNew);
    expect(await expectJson(await importInto(t.owner, t.exported), 200)).toMatchObject(nothingNew);
    expect((await exportOf(t.owner)).yourAiCa).toEqual(t.exported.yourAiCa);
    expect((await exportOf(twice)).aiAccountant).toEqual(t.exported.aiAccountant);
  });

  it('keeps what the account has: its settings, its budget lines and rules first; a row with no category takes their rules', async () => {
    const own = await t.newAccount('own-books');
    await send(own, `${BOOKS}/settings`, { currency: 'EUR', mapping: null }, 'PUT');
    await send(own, `${BOOKS}/rules`, { rules: [{ contains: 'aws', category: 'Cloud' }] }, 'PUT');
    await send(own, `${BOOKS}/budgets`, { budgets: [{ category: 'marketing', monthly: 99 }] }, 'PUT');
    await send(own, `${CA}/settings`, { reminderDays: 1 }, 'PUT');
    const file = {
      ...t.exported,
      aiAccountant: {
        ...t.exported.aiAccountant,
        transactions: [{ date: '2026-07-01', description: 'AWS July', amount: -90 }],
      },
    };
    expect(await expectJson(await importInto(own, file), 200)).toMatchObject({
      transactions: { added: 1, alreadyThere: 0 },
      rules: { added: 2, alreadyThere: 0 },
      budgets: { added: 1, alreadyThere: 1 },
    });
    const { aiAccountant, yourAiCa } = await exportOf(own);
    expect(aiAccountant.settings).toEqual({ currency: 'EUR', mapping: null });
    expect(yourAiCa.settings).toEqual({ reminderDays: 1 });
    // Their 'aws → Cloud' is matched first; the file's rules come after it.
    expect(aiAccountant.rules).toEqual([
      { contains: 'aws', category: 'Cloud' },
      { contains: 'AWS', category: 'Infrastructure' },
      { contains: 'Stripe', category: 'Revenue' },
    ]);
    expect(aiAccountant.transactions.map(({ description, category }) => [description, category])).toEqual([
      ['AWS July', 'Cloud'],
    ]);
    expect(aiAccountant.budgets).toEqual([
      { category: 'Infrastructure', monthly: 500 },
      { category: 'marketing', monthly: 99 },
    ]);
  });

  it('still reads a version 1 file (before the calendar and the books were in it)', async () => {
    const { yourAiCa: _calendar, aiAccountant: _books, ...rest } = t.exported;
    const older = await t.newAccount('older-file');
    expect(await expectJson(await importInto(older, { ...rest, version: 1 }), 200)).toMatchObject({
      filings: { added: 0, alreadyThere: 0 },
      transactions: { added: 0, alreadyThere: 0 },
      preferences: true,
    });
    const after = await exportOf(older);
    expect([
      after.yourAiCa.filings,
      after.yourAiCa.payments,
      after.aiAccountant.transactions,
      after.aiAccountant.settings,
    ]).toEqual([[], [], [], null]);
  });
});
