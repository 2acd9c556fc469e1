import type { AccountExport } from '@core/account/export-contracts';
import { DELHI_PRIVATE } from '@core/tools/your-ai-ca/company-profile-fixtures';
import { afterAll, beforeAll } from 'vitest';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';
import { expectJson } from './use-test-server';
import { exportOf } from './import-test-fixture';

export const CA = '/api/your-ai-ca';
export const BOOKS = '/api/ai-accountant';
export const send = async (
  client: TestClient,
  path: string,
  json: unknown,
  method = 'POST',
  status = method === 'POST' ? 201 : 200,
) => expectJson<{ id: string }>(await client.request(path, { method, json }), status);
/** Bea Books' company: core's private limited one in Delhi on monthly GST, with employees (16 calendar rules). */
export const CALENDAR_PROFILE = { ...DELHI_PRIVATE, employees: true };
export const mapping = {
  date: 'Date',
  description: 'Narration',
  dateFormat: 'DD/MM/YYYY',
  amountKind: 'split',
  debit: 'Withdrawal',
  credit: 'Deposit',
};

type ToolDataFixture = {
  server: TestServer;
  owner: TestClient;
  exported: AccountExport;
  newAccount: (name: string) => Promise<TestClient>;
};

/**
 * One test server for the file with Bea Books' account (an idea, Your AI CA's calendar with filings, payments and
 * reminders, the AI Accountant's books with settings, rules, budgets and transactions) and its export. Read its
 * fields inside tests.
 */
export function useToolDataFixture(): ToolDataFixture {
  const started = {
    newAccount: (name: string) =>
      started.server.signedInClient(`${name}-${Math.random().toString(36).slice(2)}@example.com`),
  } as ToolDataFixture;
  beforeAll(async () => {
    const server = (started.server = await createTestServer());
    const owner = (started.owner = await server.signedInClient('books-owner@example.com', 'Bea Books'));
    await send(owner, '/api/ideas', { title: 'Bookkeeping for kiosks' });

    const tax = await send(owner, `${CA}/filings`, {
      type: 'Professional tax',
      period: '2026-10',
      dueDate: '2026-11-15',
      recurrence: 'monthly',
    });
    await send(
      owner,
      `${CA}/filings/${tax.id}/file`,
      { filedOn: '2026-11-14', reference: 'ACK-1', amount: 2500 },
      'POST',
      200,
    );
    await send(owner, `${CA}/profile`, CALENDAR_PROFILE, 'PUT');
    await send(owner, `${CA}/calendar`, undefined);
    await send(owner, `${CA}/settings`, { reminderDays: 7 }, 'PUT');
    await send(owner, `${CA}/payments`, {
      description: 'GST for October',
      amount: 18000.5,
      paidOn: '2026-11-20',
      status: 'completed',
    });
    // Two equal payments are two payments: both go, both come back.
    await send(owner, `${CA}/payments`, {
      description: 'ROC fee',
      amount: 600,
      paidOn: '2026-11-02',
      status: 'completed',
    });
    await send(owner, `${CA}/payments`, {
      description: 'ROC fee',
      amount: 600,
      paidOn: '2026-11-02',
      status: 'completed',
    });
    await send(owner, `${CA}/payments`, {
      description: 'Advance tax',
      amount: 150000,
      currency: 'INR',
      paidOn: '2026-12-15',
      status: 'pending',
    });

    await send(owner, `${BOOKS}/settings`, { currency: 'USD', mapping }, 'PUT');
    await send(
      owner,
      `${BOOKS}/rules`,
      {
        rules: [
          { contains: 'AWS', category: 'Infrastructure' },
          { contains: 'Stripe', category: 'Revenue' },
        ],
      },
      'PUT',
    );
    await send(
      owner,
      `${BOOKS}/budgets`,
      {
        budgets: [
          { category: 'Marketing', monthly: 1200.5 },
          { category: 'Infrastructure', monthly: 500 },
        ],
      },
      'PUT',
    );
    const statement = [
      { date: '2026-05-02', description: 'AWS invoice', amount: -150.25 },
      { date: '2026-05-03', description: 'Stripe payout', amount: 5000 },
      { date: '2026-05-03', description: 'Office chairs', amount: -800, category: 'Office' },
      { date: '2026-06-10', description: 'Coffee', amount: -4.5 },
    ];
    await send(owner, `${BOOKS}/imports`, { transactions: statement });
    await send(owner, `${BOOKS}/transactions`, {
      date: '2026-05-03',
      description: 'Google Ads',
      amount: -320,
      category: 'Marketing',
    });
    started.exported = await exportOf(owner);
  });
  afterAll(() => started.server.dispose());
  return started;
}
