import { todayIn } from '@core/dates/iso-date';
import type { TileAnswer } from '@core/dashboard/dashboard-tile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { seedFounderData } from '../../testing/dashboard-test-kit';

/*
 * The Custom Dashboard's routes as a matrix through HTTP (ADR 0111): the founder whose data is in every tool, another
 * signed-in user, and a visitor. The tiles and the layout (a private tool document) are the founder's alone: the
 * other user's tiles read their own (empty) tools, and the founder's layout is a 404 for them.
 */
let server: TestServer;
let owner: TestClient;
let layoutId: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('founder@example.com');
  await seedFounderData(owner, todayIn('UTC', new Date()));
  const layout = await owner.post('/api/tools/custom-dashboard/documents', {
    name: 'My dashboard',
    data: { tiles: ['idea-garage', 'finance-model-creator'] },
  });
  expect(layout.status).toBe(201);
  layoutId = ((await layout.json()) as { id: string }).id;
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'visitor';
const LAYOUTS = '/api/tools/custom-dashboard/documents';
const clients: Record<Role, () => Promise<TestClient>> = {
  owner: async () => owner,
  'other user': () => server.signedInClient(`other${Math.random()}@example.com`),
  visitor: async () => server.client(),
};

describe('Custom Dashboard authorization', () => {
  it.each([
    ['owner', 200, 200, 200],
    ['other user', 200, 404, 404],
    ['visitor', 401, 401, 401],
  ] as const)('%s: tiles %i, the layout %i, saving over it %i', async (role, tiles, read, save) => {
    const client = await clients[role]();
    expect((await client.request('/api/custom-dashboard/tiles')).status).toBe(tiles);
    expect((await client.request(`${LAYOUTS}/${layoutId}`)).status).toBe(read);
    const body = { name: 'My dashboard', data: { tiles: ['idea-garage'] }, version: 1 };
    expect((await client.request(`${LAYOUTS}/${layoutId}`, { method: 'PUT', json: body })).status).toBe(save);
  });

  it("never shows another user the founder's figures", async () => {
    const other = await clients['other user']();
    const answers = (await (await other.request('/api/custom-dashboard/tiles')).json()) as TileAnswer[];
    expect(answers.filter((answer) => answer.figure !== null)).toEqual([]);
    expect((await (await other.request(LAYOUTS)).json()) as unknown[]).toEqual([]);
  });

  it('refuses a layout that is not a list of tiles (422 naming the field), and a second layout', async () => {
    const wrong = await owner.request(`${LAYOUTS}/${layoutId}`, {
      method: 'PUT',
      json: { name: 'My dashboard', data: { tiles: ['no-such-tool', 'idea-garage', 'idea-garage'] }, version: 2 },
    });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain('data.tiles');
    const second = await owner.post(LAYOUTS, { name: 'Another', data: { tiles: [] } });
    expect(second.status).toBe(422);
  });
});
