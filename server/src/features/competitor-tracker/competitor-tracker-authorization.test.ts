import type { WatchedPageCheck, WatchedPageView } from '@core/tools/competitor-tracker/watched-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The Competitor Tracker's routes as a matrix through HTTP: the owner of a watched page, another signed-in user acting
 * on it, a visitor. Each cell asserted; where the other user is answered 200/201, it is about their own list, with none
 * of the owner's pages in it. The pages are at .invalid addresses (RFC 6761 §6.4: never resolved), so nothing is read.
 */
let server: TestServer;
let owner: TestClient;
let other: TestClient;
let visitor: TestClient;
const BASE = '/api/competitor-tracker/pages';

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('owner@example.com', 'Olive Owner');
  other = await server.signedInClient('other@example.com', 'Oscar Other');
  visitor = server.client();
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'visitor';
type Action = 'list' | 'watch' | 'edit' | 'check now' | 'unwatch';
const ACTIONS: Action[] = ['list', 'watch', 'edit', 'check now', 'unwatch'];
const MATRIX: Record<Role, number[]> = {
  owner: [200, 201, 200, 200, 204],
  'other user': [200, 201, 404, 404, 404],
  visitor: [401, 401, 401, 401, 401],
};

let cell = 0;
const page = (name: string) => ({ competitor: 'Acme', kind: 'pricing', url: `https://${name}.invalid/pricing` });

/** A fresh watched page of the owner's for each cell (an unwatch in one cell leaves the others theirs). */
async function act(role: Role, action: Action): Promise<Response> {
  cell += 1;
  const { page: owned } = (await (await owner.post(BASE, page(`owner-secret-${cell}`))).json()) as WatchedPageCheck;
  const client = { owner, 'other user': other, visitor }[role];
  switch (action) {
    case 'list':
      return client.request(BASE);
    case 'watch':
      return client.post(BASE, page(`mine-${cell}`));
    case 'edit':
      return client.request(`${BASE}/${owned.id}`, {
        method: 'PUT',
        json: { ...page(`moved-${cell}`), kind: 'careers' },
      });
    case 'check now':
      return client.post(`${BASE}/${owned.id}/check`, {});
    case 'unwatch':
      return client.request(`${BASE}/${owned.id}`, { method: 'DELETE' });
  }
}

describe.each(Object.keys(MATRIX) as Role[])('%s', (role) => {
  it.each(ACTIONS.map((action, index) => [action, MATRIX[role][index]!] as const))(
    '%s → %i',
    async (action, status) => {
      const response = await act(role, action);
      expect(response.status).toBe(status);
      if (role === 'other user' && action === 'list') {
        const { pages } = (await response.json()) as { pages: WatchedPageView[] };
        expect(pages.some((item) => item.url.includes('owner-secret'))).toBe(false);
      }
    },
  );

  it('leaves the owner’s pages as the owner left them (one moved by the owner’s own edit)', async () => {
    const { pages } = (await (await owner.request(BASE)).json()) as { pages: WatchedPageView[] };
    expect(pages.filter((item) => item.kind === 'careers').map((item) => item.url)).toEqual([
      'https://moved-3.invalid/pricing',
    ]);
  });
});
