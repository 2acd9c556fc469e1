import type { FilingView, PaymentView } from '@core/tools/your-ai-ca/compliance-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { DELHI_PRIVATE } from '@core/tools/your-ai-ca/company-profile-fixtures';

/*
 * Your AI CA's routes as a matrix through HTTP: the owner of a filing and a payment, another signed-in user
 * acting on them, a link holder (a visitor holding the owner's shared equity scenario and idea links: the tool
 * allows no shared access, §2), a visitor. Each cell asserted; where another user is answered 200/201, it is
 * about their own calendar, with none of the owner's data in it.
 */
let server: TestServer;
let owner: TestClient;
let other: TestClient;
let linkHolder: TestClient;
let visitor: TestClient;
let linkHeaders: Record<string, string>;
const BASE = '/api/your-ai-ca';
const OWNER_SECRET = 'Owner-only professional tax';

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('owner@example.com', 'Olive Owner');
  other = await server.signedInClient('other@example.com', 'Oscar Other');
  visitor = server.client();
  linkHolder = server.client();
  const founder = (id: string) => ({
    id,
    name: id,
    role: 'CEO',
    contribution: 50,
    commitment: 100,
    experience: 60,
    vesting: { totalMonths: 48, cliffMonths: 12 },
  });
  const scenario = (await (
    await owner.post('/api/tools/equity-split/documents', { name: 'Plan', data: { founders: [founder('a')] } })
  ).json()) as { id: string };
  const { token } = (await (await owner.post(`/api/tools/equity-split/documents/${scenario.id}/link`, {})).json()) as {
    token: string;
  };
  expect((await linkHolder.request(`/api/tools/equity-split/shared/${token}`)).status).toBe(200);
  const idea = (await (await owner.post('/api/ideas', { title: 'Linked idea' })).json()) as { id: string };
  const share = (await (await owner.post('/api/shares', { ideaIds: [idea.id], method: 'public-link' })).json()) as {
    links: { url: string }[];
  };
  const ideaToken = new URL(share.links[0]!.url).searchParams.get('share')!;
  expect((await linkHolder.request(`/api/links/${ideaToken}/idea`)).status).toBe(200);
  linkHeaders = { 'x-share-key': token, 'x-share-token': ideaToken };
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'link holder' | 'visitor';
type Action =
  | 'read'
  | 'save answers'
  | 'add calendar'
  | 'add filing'
  | 'change filing'
  | 'File Now'
  | 'delete filing'
  | 'add payment'
  | 'change payment'
  | 'delete payment'
  | 'save settings';
const ACTIONS: Action[] = [
  'read',
  // Before the calendar: it adds what the answers say applies.
  'save answers',
  'add calendar',
  'add filing',
  'change filing',
  'File Now',
  'delete filing',
  'add payment',
  'change payment',
  'delete payment',
  'save settings',
];

const MATRIX: Record<Role, number[]> = {
  owner: [200, 200, 201, 201, 200, 200, 204, 201, 200, 204, 200],
  'other user': [200, 200, 201, 201, 404, 404, 404, 201, 404, 404, 200],
  'link holder': [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
  visitor: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401],
};

const payment = { description: 'Owner-only payment', amount: 100, paidOn: '2026-11-20', status: 'completed' };

/** A fresh filing and payment of the owner's for each cell (a delete in one cell leaves the others theirs). */
async function ownerThings() {
  const filing = (await (
    await owner.post(`${BASE}/filings`, {
      type: OWNER_SECRET,
      period: '2099-01',
      dueDate: '2099-02-15',
      recurrence: 'monthly',
    })
  ).json()) as FilingView;
  const paid = (await (await owner.post(`${BASE}/payments`, payment)).json()) as PaymentView;
  return { filingId: filing.id, paymentId: paid.id };
}

async function act(role: Role, action: Action): Promise<Response> {
  const client = { owner, 'other user': other, 'link holder': linkHolder, visitor }[role];
  const headers = role === 'link holder' ? linkHeaders : {};
  const { filingId, paymentId } = await ownerThings();
  const send = (path: string, method: string, json?: unknown) =>
    client.request(`${BASE}${path}`, { method, headers, ...(json === undefined ? {} : { json }) });
  switch (action) {
    case 'read':
      return send('', 'GET');
    case 'save answers':
      return send('/profile', 'PUT', DELHI_PRIVATE);
    case 'add calendar':
      return send('/calendar', 'POST', {});
    case 'add filing':
      return send('/filings', 'POST', { type: 'Mine', period: '2099-01', dueDate: '2099-02-15', recurrence: 'once' });
    case 'change filing':
      return send(`/filings/${filingId}`, 'PATCH', { dueDate: '2099-02-16' });
    case 'File Now':
      return send(`/filings/${filingId}/file`, 'POST', { filedOn: '2099-02-01' });
    case 'delete filing':
      return send(`/filings/${filingId}`, 'DELETE');
    case 'add payment':
      return send('/payments', 'POST', { ...payment, description: 'Mine' });
    case 'change payment':
      return send(`/payments/${paymentId}`, 'PUT', { ...payment, amount: 1 });
    case 'delete payment':
      return send(`/payments/${paymentId}`, 'DELETE');
    case 'save settings':
      return send('/settings', 'PUT', { reminderDays: 5 });
  }
}

describe.each((['owner', 'other user', 'link holder', 'visitor'] as Role[]).map((role) => ({ role })))(
  '$role',
  ({ role }) => {
    it.each(ACTIONS.map((action, index) => ({ action, expected: MATRIX[role][index]! })))(
      '$action → $expected',
      async ({ action, expected }) => {
        const answer = await act(role, action);
        const body = await answer.text();
        expect(answer.status, body).toBe(expected);
        if (role !== 'owner') {
          expect(body).not.toContain(OWNER_SECRET);
          expect(body).not.toContain('Owner-only payment');
        }
      },
    );
  },
);

it('left the owner’s filings and payments unchanged by everyone else', async () => {
  const { filings, payments } = (await (await owner.request(BASE)).json()) as {
    filings: FilingView[];
    payments: PaymentView[];
  };
  const others = filings.filter((filing) => filing.type === OWNER_SECRET);
  // Only the owner's own cells changed anything: one filed, one moved to 16 Feb, one payment changed to 1.
  expect(others.filter((filing) => filing.filedOn !== null)).toHaveLength(1);
  expect(others.filter((filing) => filing.dueDate === '2099-02-16')).toHaveLength(1);
  expect(payments.filter((paid) => paid.amount !== 100).map((paid) => paid.amount)).toEqual([1]);
});
