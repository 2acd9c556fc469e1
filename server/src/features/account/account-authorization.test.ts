import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The account's own things — its export, an import (always into the caller's own account), its inbox, its sessions, its deletion — as a matrix through HTTP:
 * the account holder, another signed-in user acting on the holder's things, a visitor. Each cell asserted:
 * the status, and for what another user may call (their own export, their own inbox) that none of the
 * holder's data comes back.
 */
let server: TestServer;
let holder: TestClient;
let another: TestClient;
let visitor: TestClient;
let holderSession: string;
let holderExport: unknown;

beforeAll(async () => {
  server = await createTestServer();
  holder = await server.signedInClient('holder@example.com', 'Hana Holder');
  another = await server.signedInClient('another@example.com', 'Abe Another');
  visitor = server.client();
  // The holder has an idea only they own, and a notification only they got.
  await holder.post('/api/ideas', { title: "Holder's secret idea" });
  const { id } = (await (await another.post('/api/ideas', { title: 'For Hana' })).json()) as { id: string };
  await another.post('/api/shares', {
    ideaIds: [id],
    method: 'email',
    emails: ['holder@example.com'],
    accessType: 'view',
  });
  holderExport = await (await holder.request('/api/account/export')).json();
  holderSession = ((await (await holder.request('/api/account/sessions')).json()) as { id: string }[])[0]!.id;
});
afterAll(() => server.dispose());

type Role = 'holder' | 'another user' | 'visitor';
type Action =
  | 'export'
  | "import the holder's export"
  | 'read inbox'
  | 'mark inbox read'
  | 'list sessions'
  | "end the holder's session"
  | "delete with the holder's e-mail";
const ACTIONS: Action[] = [
  'export',
  "import the holder's export",
  'read inbox',
  'mark inbox read',
  'list sessions',
  "end the holder's session",
  "delete with the holder's e-mail",
];

// Deleting is asserted last, on its own (a 204 would end the holder for the other cells).
const MATRIX: Record<Role, number[]> = {
  holder: [200, 200, 200, 200, 200, 204, 204],
  'another user': [200, 200, 200, 200, 200, 404, 422],
  visitor: [401, 401, 401, 401, 401, 401, 401],
};

const clientOf = (role: Role) => ({ holder, 'another user': another, visitor })[role];

async function act(role: Role, action: Action): Promise<Response> {
  const client = clientOf(role);
  switch (action) {
    case 'export':
      return client.request('/api/account/export');
    case "import the holder's export":
      // Into the caller's own account, always: for another user, a copy that is theirs; the holder's idea is untouched.
      return client.post('/api/account/import', holderExport);
    case 'read inbox':
      return client.request('/api/notifications');
    case 'mark inbox read':
      return client.post('/api/notifications/read-all', {});
    case 'list sessions':
      return client.request('/api/account/sessions');
    case "end the holder's session":
      // The holder ends a second session of theirs (not the one the other cells use).
      if (role === 'holder') {
        const second = server.client();
        await second.post('/api/auth/sign-in/email', { email: 'holder@example.com', password: 'correct horse' });
        const sessions = (await (await holder.request('/api/account/sessions')).json()) as {
          id: string;
          current: boolean;
        }[];
        return client.request(`/api/account/sessions/${sessions.find((s) => !s.current)!.id}`, { method: 'DELETE' });
      }
      return client.request(`/api/account/sessions/${holderSession}`, { method: 'DELETE' });
    case "delete with the holder's e-mail":
      return client.post('/api/account/delete', { email: 'holder@example.com' });
  }
}

describe.each((['another user', 'visitor', 'holder'] as Role[]).map((role) => ({ role })))('$role', ({ role }) => {
  it.each(ACTIONS.map((action, index) => ({ action, expected: MATRIX[role][index]! })))(
    '$action → $expected',
    async ({ action, expected }) => {
      const answer = await act(role, action);
      expect(answer.status).toBe(expected);
      if (role !== 'another user' || answer.status !== 200) return;
      const holderIdeas = (await (await holder.request('/api/account/export')).json()) as {
        ideas: { title: string }[];
      };
      expect(holderIdeas.ideas.map((idea) => idea.title)).toEqual(["Holder's secret idea"]);
      // What another user gets is theirs: nothing the holder owns (their own share with the holder names them).
      const body = await answer.text();
      expect(body).not.toContain("Holder's secret idea");
      expect(body).not.toContain(holderSession);
    },
  );
});

it('left the holder signed in until they deleted their own account', async () => {
  expect(await (await holder.request('/api/auth/get-session')).json()).toBeNull();
  expect(
    (await server.client().post('/api/auth/sign-in/email', { email: 'holder@example.com', password: 'correct horse' }))
      .status,
  ).toBe(401);
});
