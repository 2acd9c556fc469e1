import { accountExportSchema, type AccountExport } from '@core/account/export-contracts';
import type { BooksView } from '@core/tools/ai-accountant/accountant-contracts';
import type { ComplianceOverview } from '@core/tools/your-ai-ca/compliance-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectJson } from '../../testing/use-test-server';

/*
 * Your AI CA's calendar and the AI Accountant's books in 'Export my data' and 'Import data' (ADR 0029, 0030, 0050,
 * 0051): exported whole, imported into another account the same, once, and a bad row refused by its place.
 */

let server: TestServer;
let owner: TestClient;
let exported: AccountExport;

const CA = '/api/your-ai-ca';
const BOOKS = '/api/ai-accountant';
const send = async (client: TestClient, path: string, json: unknown, method = 'POST', status = method === 'POST' ? 201 : 200) =>
  expectJson<{ id: string }>(await client.request(path, { method, json }), status);
const exportOf = async (client: TestClient) => accountExportSchema.parse(await (await client.request('/api/account/export')).json());
const importInto = (client: TestClient, file: unknown) => client.request('/api/account/import', { method: 'POST', json: file });
const newAccount = (name: string) => server.signedInClient(`${name}-${Math.random().toString(36).slice(2)}@example.com`);
/** What the two pages show (ids aside: an import makes new rows). */
const calendarOf = async (client: TestClient) => {
  const { filings, payments, settings } = await expectJson<ComplianceOverview>(await client.request(CA), 200);
  return { filings: filings.map(({ id: _id, ...filing }) => filing), payments: payments.map(({ id: _id, ...payment }) => payment), settings };
};
const booksOf = async (client: TestClient) => {
  const { recent, ...books } = await expectJson<BooksView>(await client.request(`${BOOKS}/books?from=2026-04-01&to=2027-03-31`), 200);
  // Rows of one day added together are listed in id order, and ids are new: compared by description within a day.
  const byDay = recent.map(({ id: _id, ...transaction }) => transaction).sort((a, b) => b.date.localeCompare(a.date) || a.description.localeCompare(b.description));
  return { ...books, recent: byDay };
};
const mapping = { date: 'Date', description: 'Narration', dateFormat: 'DD/MM/YYYY', amountKind: 'split', debit: 'Withdrawal', credit: 'Deposit' };

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('books-owner@example.com', 'Bea Books');
  await send(owner, '/api/ideas', { title: 'Bookkeeping for kiosks' });

  const tax = await send(owner, `${CA}/filings`, { type: 'Professional tax', period: '2026-10', dueDate: '2026-11-15', recurrence: 'monthly' });
  await send(owner, `${CA}/filings/${tax.id}/file`, { filedOn: '2026-11-14', reference: 'ACK-1', amount: 2500 }, 'POST', 200);
  await send(owner, `${CA}/calendar`, undefined);
  await send(owner, `${CA}/settings`, { reminderDays: 7 }, 'PUT');
  await send(owner, `${CA}/payments`, { description: 'GST for October', amount: 18000.5, paidOn: '2026-11-20', status: 'completed' });
  // Two equal payments are two payments: both go, both come back.
  await send(owner, `${CA}/payments`, { description: 'ROC fee', amount: 600, paidOn: '2026-11-02', status: 'completed' });
  await send(owner, `${CA}/payments`, { description: 'ROC fee', amount: 600, paidOn: '2026-11-02', status: 'completed' });
  await send(owner, `${CA}/payments`, { description: 'Advance tax', amount: 150000, currency: 'INR', paidOn: '2026-12-15', status: 'pending' });

  await send(owner, `${BOOKS}/settings`, { currency: 'USD', mapping }, 'PUT');
  await send(owner, `${BOOKS}/rules`, { rules: [{ contains: 'AWS', category: 'Infrastructure' }, { contains: 'Stripe', category: 'Revenue' }] }, 'PUT');
  await send(owner, `${BOOKS}/budgets`, { budgets: [{ category: 'Marketing', monthly: 1200.5 }, { category: 'Infrastructure', monthly: 500 }] }, 'PUT');
  const statement = [
    { date: '2026-05-02', description: 'AWS invoice', amount: -150.25 },
    { date: '2026-05-03', description: 'Stripe payout', amount: 5000 },
    { date: '2026-05-03', description: 'Office chairs', amount: -800, category: 'Office' },
    { date: '2026-06-10', description: 'Coffee', amount: -4.5 },
  ];
  await send(owner, `${BOOKS}/imports`, { transactions: statement });
  await send(owner, `${BOOKS}/transactions`, { date: '2026-05-03', description: 'Google Ads', amount: -320, category: 'Marketing' });
  exported = await exportOf(owner);
});
afterAll(() => server.dispose());

describe('Export my data, with the calendar and the books', () => {
  it('writes every filing, payment, reminder setting, transaction, rule and budget line', () => {
    expect(exported.version).toBe(3);
    const { settings, filings, payments } = exported.yourAiCa;
    expect(settings).toEqual({ reminderDays: 7 });
    // The calendar adds one filing per rule (13); 'File Now' on the professional tax due 15 Nov added the next, due
    // the same day a month on: 15 Dec, for November.
    expect(filings.filter((filing) => filing.ruleId !== null)).toHaveLength(13);
    expect(filings.filter((filing) => filing.ruleId === null).map(({ createdAt: _at, ...filing }) => filing)).toEqual([
      { type: 'Professional tax', ruleId: null, period: '2026-10', dueDate: '2026-11-15', recurrence: 'monthly', filedOn: '2026-11-14', reference: 'ACK-1', amount: 2500 },
      { type: 'Professional tax', ruleId: null, period: '2026-11', dueDate: '2026-12-15', recurrence: 'monthly', filedOn: null, reference: null, amount: null },
    ]);
    expect(payments.map(({ createdAt: _at, ...payment }) => payment)).toEqual([
      { description: 'Advance tax', amount: 150000, currency: 'INR', paidOn: '2026-12-15', status: 'pending' },
      { description: 'GST for October', amount: 18000.5, currency: 'INR', paidOn: '2026-11-20', status: 'completed' },
      { description: 'ROC fee', amount: 600, currency: 'INR', paidOn: '2026-11-02', status: 'completed' },
      { description: 'ROC fee', amount: 600, currency: 'INR', paidOn: '2026-11-02', status: 'completed' },
    ]);

    const books = exported.aiAccountant;
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
    const { yourAiCa, aiAccountant } = await exportOf(await newAccount('stranger'));
    expect(yourAiCa).toEqual({ settings: { reminderDays: 3 }, filings: [], payments: [] });
    expect(aiAccountant).toEqual({ settings: null, transactions: [], rules: [], budgets: [] });
  });
});

describe('Import data, with the calendar and the books', () => {
  it('gives another account the same calendar and books, with rows of its own, and says what it added', async () => {
    const fresh = await newAccount('fresh-books');
    const answer = await expectJson<Record<string, unknown>>(await importInto(fresh, exported), 200);
    expect(answer).toMatchObject({
      filings: { added: 15, alreadyThere: 0 },
      payments: { added: 4, alreadyThere: 0 },
      transactions: { added: 5, alreadyThere: 0 },
      rules: { added: 2, alreadyThere: 0 },
      budgets: { added: 2, alreadyThere: 0 },
    });

    const restored = await exportOf(fresh);
    expect(restored.yourAiCa).toEqual(exported.yourAiCa);
    expect(restored.aiAccountant).toEqual(exported.aiAccountant);
    // The pages show the same: statuses, the rules' filings (so 'File Now' follows the rule), totals, budgets.
    expect(await calendarOf(fresh)).toEqual(await calendarOf(owner));
    expect(await booksOf(fresh)).toEqual(await booksOf(owner));
    // New rows, not the owner's: each id is the new account's.
    const ids = async (client: TestClient) => (await expectJson<ComplianceOverview>(await client.request(CA), 200)).filings.map((filing) => filing.id);
    const ownerIds = new Set(await ids(owner));
    expect((await ids(fresh)).filter((id) => ownerIds.has(id))).toEqual([]);
  });

  it('adds nothing twice: the same file again, or the owner importing their own export', async () => {
    const twice = await newAccount('twice-books');
    expect((await importInto(twice, exported)).status).toBe(200);
    const nothingNew = {
      filings: { added: 0, alreadyThere: 15 },
      payments: { added: 0, alreadyThere: 4 },
      transactions: { added: 0, alreadyThere: 5 },
      rules: { added: 0, alreadyThere: 2 },
      budgets: { added: 0, alreadyThere: 2 },
    };
    expect(await expectJson(await importInto(twice, exported), 200)).toMatchObject(nothingNew);
    expect(await expectJson(await importInto(owner, exported), 200)).toMatchObject(nothingNew);
    expect((await exportOf(owner)).yourAiCa).toEqual(exported.yourAiCa);
    expect((await exportOf(twice)).aiAccountant).toEqual(exported.aiAccountant);
  });

  it('keeps what the account has: its settings, its budget lines and rules first; a row with no category takes their rules', async () => {
    const own = await newAccount('own-books');
    await send(own, `${BOOKS}/settings`, { currency: 'EUR', mapping: null }, 'PUT');
    await send(own, `${BOOKS}/rules`, { rules: [{ contains: 'aws', category: 'Cloud' }] }, 'PUT');
    await send(own, `${BOOKS}/budgets`, { budgets: [{ category: 'marketing', monthly: 99 }] }, 'PUT');
    await send(own, `${CA}/settings`, { reminderDays: 1 }, 'PUT');
    const file = {
      ...exported,
      aiAccountant: { ...exported.aiAccountant, transactions: [{ date: '2026-07-01', description: 'AWS July', amount: -90 }] },
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
    expect(aiAccountant.transactions.map(({ description, category }) => [description, category])).toEqual([['AWS July', 'Cloud']]);
    expect(aiAccountant.budgets).toEqual([
      { category: 'Infrastructure', monthly: 500 },
      { category: 'marketing', monthly: 99 },
    ]);
  });

  it('still reads a version 1 file (before the calendar and the books were in it)', async () => {
    const { yourAiCa: _calendar, aiAccountant: _books, ...rest } = exported;
    const older = await newAccount('older-file');
    expect(await expectJson(await importInto(older, { ...rest, version: 1 }), 200)).toMatchObject({
      filings: { added: 0, alreadyThere: 0 },
      transactions: { added: 0, alreadyThere: 0 },
      preferences: true,
    });
    const after = await exportOf(older);
    expect([after.yourAiCa.filings, after.yourAiCa.payments, after.aiAccountant.transactions, after.aiAccountant.settings]).toEqual([[], [], [], null]);
  });

  describe('a bad row changes nothing and is named by its place (422)', () => {
    const calendar = () => structuredClone(exported.yourAiCa);
    const books = () => structuredClone(exported.aiAccountant);
    const withFiling = (changes: Record<string, unknown>) => ({ ...exported, yourAiCa: { ...calendar(), filings: [calendar().filings[0], { ...calendar().filings[1], ...changes }] } });
    const withTransaction = (changes: Record<string, unknown>) => ({
      ...exported,
      aiAccountant: { ...books(), transactions: [...books().transactions.slice(0, 2), { ...books().transactions[2], ...changes }] },
    });
    const cases: [string, () => unknown, { path: string; message: string }][] = [
      ['a filing due on 30 February', () => withFiling({ dueDate: '2027-02-30' }), { path: 'yourAiCa.filings.1.dueDate', message: 'Enter a date' }],
      ['a filing of a rule the app does not know', () => withFiling({ ruleId: 'gstr-9' }), { path: 'yourAiCa.filings.1.ruleId', message: 'Unknown calendar rule' }],
      ['a filing with no name', () => withFiling({ type: ' ' }), { path: 'yourAiCa.filings.1.type', message: 'Filing type is required' }],
      [
        'a payment neither completed nor pending',
        () => ({ ...exported, yourAiCa: { ...calendar(), payments: [{ ...calendar().payments[0], status: 'paid' }] } }),
        { path: 'yourAiCa.payments.0.status', message: 'Choose completed or pending' },
      ],
      [
        'reminders 45 days ahead',
        () => ({ ...exported, yourAiCa: { ...calendar(), settings: { reminderDays: 45 } } }),
        { path: 'yourAiCa.settings.reminderDays', message: 'Enter a whole number of days from 0 to 30' },
      ],
      [
        'a transaction of 0',
        () => withTransaction({ amount: 0 }),
        { path: 'aiAccountant.transactions.2.amount', message: 'Enter an amount other than 0, with at most 2 decimals (negative for an expense)' },
      ],
      ['a transaction with no description', () => withTransaction({ description: '' }), { path: 'aiAccountant.transactions.2.description', message: 'Description is required' }],
      [
        'a rule with no words',
        () => ({ ...exported, aiAccountant: { ...books(), rules: [{ contains: ' ', category: 'Misc' }] } }),
        { path: 'aiAccountant.rules.0.contains', message: 'Enter the words to look for' },
      ],
      [
        'two budget lines for one category',
        () => ({ ...exported, aiAccountant: { ...books(), budgets: [...books().budgets, { category: 'marketing', monthly: 5 }] } }),
        { path: 'aiAccountant.budgets', message: 'Each category may have one budget line' },
      ],
      ['books in a currency the app does not keep', () => ({ ...exported, aiAccountant: { ...books(), settings: { currency: 'XYZ', mapping: null } } }), { path: 'aiAccountant.settings.currency', message: 'Choose a currency' }],
    ];
    it.each(cases)('%s', async (_name, makeFile, issue) => {
      const client = await newAccount('bad-books');
      const before = await exportOf(client);
      const answer = await importInto(client, makeFile());
      const body = await expectJson<{ error: { code: string; issues: { path: string; message: string }[] } }>(answer, 422);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.issues).toContainEqual(expect.objectContaining(issue));
      expect({ ...(await exportOf(client)), exportedAt: before.exportedAt }).toEqual(before);
    });

    it('a file that fails late (the rules past their cap) leaves nothing of it: no idea, filing, payment or transaction', async () => {
      const client = await newAccount('rules-full');
      const ninetyNine = Array.from({ length: 99 }, (_, index) => ({ contains: `Vendor ${index + 1}`, category: 'Suppliers' }));
      await send(client, `${BOOKS}/rules`, { rules: ninetyNine }, 'PUT');
      // 99 rules of their own and the file's 2 make 101: one past the 100 the rules form allows.
      const body = await expectJson<{ error: { message: string; issues: { path: string; message: string }[] } }>(await importInto(client, exported), 422);
      expect(body.error.issues).toEqual([expect.objectContaining({ path: 'aiAccountant.rules', message: 'At most 100 rules' })]);
      const after = await exportOf(client);
      expect([after.ideas, after.yourAiCa.filings, after.yourAiCa.payments, after.aiAccountant.transactions, after.aiAccountant.budgets]).toEqual([[], [], [], [], []]);
      expect(after.aiAccountant.rules).toEqual(ninetyNine);
    });
  });
});
