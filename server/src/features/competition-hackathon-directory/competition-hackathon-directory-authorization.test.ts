import type { TrackedDeadlines } from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The Competition & Hackathon Directory's routes as a matrix through HTTP: the owner of a tracked deadline, another
 * signed-in user acting on the same entry, a visitor. Each cell has its own owner and other user; each asserted. The
 * other user's 200s are about their own deadlines, with none of the owner's in them, and the owner's stays as it was.
 */
let server: TestServer;
let visitor: TestClient;
const BASE = '/api/competition-hackathon-directory/deadlines';
const ENTRY = 'rice-business-plan-competition';

beforeAll(async () => {
  server = await createTestServer();
  visitor = server.client();
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'visitor';
type Action = 'list' | 'track' | 'stop tracking';
const ACTIONS: Action[] = ['list', 'track', 'stop tracking'];
const MATRIX: Record<Role, number[]> = {
  owner: [200, 200, 204],
  // Another user lists and tracks their own (the same entry is theirs to track too); they have none to stop.
  'other user': [200, 200, 404],
  visitor: [401, 401, 401],
};

let cell = 0;
const ownerNote = () => `Owner secret ${cell}`;
const deadlinesOf = async (client: TestClient) =>
  ((await (await client.request(BASE)).json()) as TrackedDeadlines).deadlines;

describe.each(Object.keys(MATRIX) as Role[])('%s', (role) => {
  it.each(ACTIONS.map((action, index) => [action, MATRIX[role][index]!] as const))(
    '%s → %i',
    async (action, status) => {
      cell += 1;
      const owner = await server.signedInClient(`owner${cell}@example.com`);
      const tracked = { deadlineOn: '2099-02-24', note: ownerNote(), timeZone: 'Europe/Berlin' };
      expect((await owner.request(`${BASE}/${ENTRY}`, { method: 'PUT', json: tracked })).status).toBe(200);
      const client = { owner, 'other user': await server.signedInClient(`other${cell}@example.com`), visitor }[role];
      const response = await {
        list: () => client.request(BASE),
        track: () =>
          client.request(`${BASE}/${ENTRY}`, {
            method: 'PUT',
            json: { deadlineOn: '2099-03-01', note: 'Mine', timeZone: 'UTC' },
          }),
        'stop tracking': () => client.request(`${BASE}/${ENTRY}`, { method: 'DELETE' }),
      }[action]();
      expect(response.status).toBe(status);
      if (role === 'owner') return;
      expect(await response.text()).not.toContain(ownerNote());
      // Whatever the other user or the visitor did, the owner's deadline is as it was.
      expect((await deadlinesOf(owner)).map(({ deadlineOn, note }) => [deadlineOn, note])).toEqual([
        ['2099-02-24', ownerNote()],
      ]);
      if (role === 'other user' && action !== 'stop tracking')
        expect((await deadlinesOf(client)).map(({ note }) => note)).toEqual(action === 'track' ? ['Mine'] : []);
    },
  );
});
