import type { Transaction } from '@core/tools/ai-accountant/books';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The AI Accountant's books as a matrix through HTTP: the owner, another signed-in user acting on the owner's
 * books, a visitor. Each cell asserted: the status, and for what another user may call (their own books) that
 * none of the owner's transactions comes back and the owner's books are untouched.
 */
let server: TestServer;
let owner: TestClient;
let another: TestClient;
let visitor: TestClient;
let ownersTransaction: string;

const PERIOD = 'from=2025-04-01&to=2026-03-31';

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('owner@example.com', 'Olive Owner');
  another = await server.signedInClient('another@example.com', 'Abe Another');
  visitor = server.client();
  const added = await owner.post('/api/ai-accountant/transactions', {
    date: '2025-04-01',
    description: "Owner's secret",
    amount: -500,
    category: 'Secrets',
  });
  ownersTransaction = ((await added.json()) as Transaction).id;
});
afterAll(() => server.dispose());

type Role = 'owner' | 'another user' | 'visitor';
const ACTIONS = [
  'read books',
  'list transactions',
  'add a transaction',
  'import',
  'save settings',
  'save rules',
  'apply rules',
  'save budgets',
  "edit the owner's transaction",
  "delete the owner's transaction",
] as const;
type Action = (typeof ACTIONS)[number];

// Deleting is last: the owner's 204 removes the transaction the other cells look for.
const MATRIX: Record<Role, number[]> = {
  owner: [200, 200, 201, 201, 200, 200, 200, 200, 200, 204],
  'another user': [200, 200, 201, 201, 200, 200, 200, 200, 404, 404],
  visitor: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
};

const clientOf = (role: Role) => ({ owner, 'another user': another, visitor })[role];

function act(role: Role, action: Action): Promise<Response> {
  const client = clientOf(role);
  const put = (path: string, json: unknown) => client.request(`/api/ai-accountant/${path}`, { method: 'PUT', json });
  switch (action) {
    case 'read books':
      return client.request(`/api/ai-accountant/books?${PERIOD}`);
    case 'list transactions':
      return client.request(`/api/ai-accountant/transactions?${PERIOD}`);
    case 'add a transaction':
      return client.post('/api/ai-accountant/transactions', {
        date: '2025-05-01',
        description: `By ${role}`,
        amount: 10,
      });
    case 'import':
      return client.post('/api/ai-accountant/imports', {
        transactions: [{ date: '2025-05-02', description: `Imported by ${role}`, amount: -10 }],
      });
    case 'save settings':
      return put('settings', { currency: 'USD', mapping: null });
    case 'save rules':
      return put('rules', { rules: [{ contains: 'secret', category: `Ruled by ${role}` }] });
    case 'apply rules':
      return client.post('/api/ai-accountant/rules/apply', {});
    case 'save budgets':
      return put('budgets', { budgets: [{ category: 'Secrets', monthly: 100 }] });
    case "edit the owner's transaction":
      return client.request(`/api/ai-accountant/transactions/${ownersTransaction}`, {
        method: 'PATCH',
        json: { amount: role === 'owner' ? -600 : -1 },
      });
    case "delete the owner's transaction":
      return client.request(`/api/ai-accountant/transactions/${ownersTransaction}`, { method: 'DELETE' });
  }
}

describe.each((['another user', 'visitor', 'owner'] as Role[]).map((role) => ({ role })))('$role', ({ role }) => {
  it.each(ACTIONS.map((action, index) => ({ action, expected: MATRIX[role][index]! })))(
    '$action → $expected',
    async ({ action, expected }) => {
      const answer = await act(role, action);
      expect(answer.status).toBe(expected);
      if (role !== 'another user') return;
      const body = answer.status === 200 ? JSON.stringify(await answer.json()) : '';
      expect(body).not.toContain("Owner's secret");
      const ownersBooks = (await (
        await owner.request(`/api/ai-accountant/transactions?${PERIOD}`)
      ).json()) as Transaction[];
      expect(ownersBooks.find((row) => row.id === ownersTransaction)).toMatchObject({
        description: "Owner's secret",
        amount: -500,
        category: 'Secrets',
      });
    },
  );
});
