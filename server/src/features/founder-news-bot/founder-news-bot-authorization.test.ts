import { EXPORT_FORMAT, EXPORT_VERSION } from '@core/account/export-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectJson } from '../../testing/use-test-server';
import { NEWS } from '../../testing/news-test-kit';

/*
 * The Founder News Bot's routes as a matrix through HTTP (ADR 0110): the owner of a followed feed and a saved item,
 * another signed-in user, and a visitor. Another user's subscription and item state are a 404; where the other user is
 * answered 200, it is about their own (empty) lists, with nothing of the owner's in it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'visitor';
type Action = 'feeds' | 'follow' | 'unfollow' | 'refresh' | 'items' | 'saved' | 'mark' | 'settings' | 'save settings';
const ACTIONS: Action[] = [
  'feeds',
  'follow',
  'unfollow',
  'refresh',
  'items',
  'saved',
  'mark',
  'settings',
  'save settings',
];
const MATRIX: Record<Role, number[]> = {
  owner: [200, 201, 204, 200, 200, 200, 200, 200, 200],
  'other user': [200, 201, 404, 200, 200, 200, 404, 200, 200],
  visitor: [401, 401, 401, 401, 401, 401, 401, 401, 401],
};

let cell = 0;
async function act(role: Role, action: Action): Promise<Response> {
  cell += 1;
  const owner = await server.signedInClient(`owner${cell}@example.com`);
  // The owner's feed and saved item, through an import (no fetch: `.invalid` never resolves, RFC 6761).
  const feedUrl = `http://owner-secret-${cell}.invalid/feed.xml`;
  await expectJson(
    await owner.post('/api/account/import', {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      newsBot: {
        feeds: [{ url: feedUrl, title: `Owner secret ${cell}` }],
        settings: { include: [`secret${cell}`], exclude: [], digest: true },
        saved: [{ feedUrl, key: 'k1', title: `Owner secret ${cell} item` }],
      },
    }),
    200,
  );
  const [feed] = await expectJson<{ id: string }[]>(await owner.request(`${NEWS}/feeds`), 200);
  const [item] = await expectJson<{ id: string }[]>(await owner.request(`${NEWS}/items?view=saved`), 200);
  const clients: Record<Role, () => Promise<TestClient>> = {
    owner: async () => owner,
    'other user': () => server.signedInClient(`other${cell}@example.com`),
    visitor: async () => server.client(),
  };
  const client = await clients[role]();
  switch (action) {
    case 'feeds':
      return client.request(`${NEWS}/feeds`);
    case 'follow':
      return client.post(`${NEWS}/feeds`, { url: `http://elsewhere-${cell}.invalid/feed.xml` });
    case 'unfollow':
      return client.request(`${NEWS}/feeds/${feed!.id}`, { method: 'DELETE' });
    case 'refresh':
      return client.post(`${NEWS}/feeds/refresh`, {});
    case 'items':
      return client.request(`${NEWS}/items`);
    case 'saved':
      return client.request(`${NEWS}/items?view=saved`);
    case 'mark':
      return client.request(`${NEWS}/items/${item!.id}/state`, { method: 'PUT', json: { read: true } });
    case 'settings':
      return client.request(`${NEWS}/settings`);
    case 'save settings':
      return client.request(`${NEWS}/settings`, { method: 'PUT', json: { include: [], exclude: [], digest: false } });
  }
}

describe.each(Object.keys(MATRIX) as Role[])('%s', (role) => {
  it.each(ACTIONS.map((action, index) => [action, MATRIX[role][index]!] as const))(
    '%s → %i',
    async (action, status) => {
      const response = await act(role, action);
      expect(response.status).toBe(status);
      if (role === 'owner' || response.status === 204) return;
      const body = await response.text();
      expect(body).not.toContain(`secret${cell}`);
      expect(body).not.toContain(`Owner secret ${cell}`);
    },
  );
});
