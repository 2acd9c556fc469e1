import type { TrackedDomainCheck, TrackedDomainView } from '@core/tools/domain-tracker/tracked-domains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The Domain Tracker's routes as a matrix through HTTP: the owner of a tracked domain, another signed-in user
 * acting on it, a visitor. Each cell asserted; where the other user is answered 200/201, it is about their own
 * list, with none of the owner's domains in it. (No registry answers here: lookups are 'unknown', which is enough.)
 */
let server: TestServer;
let owner: TestClient;
let other: TestClient;
let visitor: TestClient;
const BASE = '/api/domain-tracker';

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('owner@example.com', 'Olive Owner');
  other = await server.signedInClient('other@example.com', 'Oscar Other');
  visitor = server.client();
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'visitor';
type Action = 'list' | 'track' | 're-check' | 'untrack';
const ACTIONS: Action[] = ['list', 'track', 're-check', 'untrack'];
const MATRIX: Record<Role, number[]> = {
  owner: [200, 201, 200, 204],
  'other user': [200, 201, 404, 404],
  visitor: [401, 401, 401, 401],
};

let cell = 0;
/** A fresh tracked domain of the owner's for each cell (an untrack in one cell leaves the others theirs). */
async function act(role: Role, action: Action): Promise<Response> {
  cell += 1;
  const { domain } = (await (
    await owner.post(BASE, { name: `owner-secret-${cell}.com` })
  ).json()) as TrackedDomainCheck;
  const client = { owner, 'other user': other, visitor }[role];
  switch (action) {
    case 'list':
      return client.request(BASE);
    case 'track':
      return client.post(BASE, { name: `mine-${cell}.com` });
    case 're-check':
      return client.post(`${BASE}/${domain.id}/check`, {});
    case 'untrack':
      return client.request(`${BASE}/${domain.id}`, { method: 'DELETE' });
  }
}

describe.each(Object.keys(MATRIX) as Role[])('%s', (role) => {
  it.each(ACTIONS.map((action, index) => [action, MATRIX[role][index]!] as const))(
    '%s → %i',
    async (action, status) => {
      const response = await act(role, action);
      expect(response.status).toBe(status);
      if (role === 'other user' && action === 'list') {
        const { domains } = (await response.json()) as { domains: TrackedDomainView[] };
        expect(domains.some((domain) => domain.name.startsWith('owner-secret'))).toBe(false);
      }
    },
  );
});
