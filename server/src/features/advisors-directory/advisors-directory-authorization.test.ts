import type { IntroRequests } from '@core/tools/advisors-directory/intro-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORS, profileInput, publish, sentIntro } from '../../testing/advisors-test-kit';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The Advisors Directory's routes as a matrix through HTTP: the owner of a profile (the advisor a founder asked for an
 * intro), another signed-in user acting on the owner's profile and request, a visitor. Each cell has its own owner,
 * founder and other user; each asserted. Where the other user is answered 200, it is about their own data, with none
 * of the owner's in it.
 */
let server: TestServer;
let visitor: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  visitor = server.client();
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'visitor';
type Action = 'read profile' | 'publish' | 'withdraw' | 'search' | 'ask intro' | 'list intros' | 'answer intro';
const ACTIONS: Action[] = ['read profile', 'publish', 'withdraw', 'search', 'ask intro', 'list intros', 'answer intro'];
const MATRIX: Record<Role, number[]> = {
  // The owner asking themselves for an intro is refused (422); everything else of theirs is theirs to do.
  owner: [200, 200, 200, 200, 422, 200, 200],
  // Another user reads and publishes their own profile (none to withdraw), may ask the owner, never answer for them.
  'other user': [200, 200, 404, 200, 201, 200, 404],
  visitor: [401, 401, 401, 401, 401, 401, 401],
};

let cell = 0;
async function act(role: Role, action: Action): Promise<Response> {
  cell += 1;
  const owner = await server.signedInClient(`owner${cell}@example.com`, `Owner ${cell}`);
  const founder = await server.signedInClient(`founder${cell}@example.com`, `Founder ${cell}`);
  const profile = await publish(owner, { headline: `Owner secret ${cell}` });
  const intro = await sentIntro(founder, profile.id, `Founder secret ${cell}`);
  const client = { owner, 'other user': await server.signedInClient(`other${cell}@example.com`), visitor }[role];
  switch (action) {
    case 'read profile':
      return client.request(`${ADVISORS}/profile`);
    case 'publish':
      return client.request(`${ADVISORS}/profile`, { method: 'PUT', json: profileInput() });
    case 'withdraw':
      return client.post(`${ADVISORS}/profile/withdraw`, {});
    case 'search':
      return client.request(`${ADVISORS}/advisors?q=owner`);
    case 'ask intro':
      return client.post(`${ADVISORS}/advisors/${profile.id}/intros`, { message: 'Hello' });
    case 'list intros':
      return client.request(`${ADVISORS}/intros`);
    case 'answer intro':
      return client.post(`${ADVISORS}/intros/${intro.id}/answer`, { answer: 'accept' });
  }
}

describe.each(Object.keys(MATRIX) as Role[])('%s', (role) => {
  it.each(ACTIONS.map((action, index) => [action, MATRIX[role][index]!] as const))(
    '%s → %i',
    async (action, status) => {
      const response = await act(role, action);
      expect(response.status).toBe(status);
      if (role !== 'other user' || status !== 200) return;
      const body = await response.text();
      if (action === 'read profile') expect(JSON.parse(body)).toEqual({ profile: null });
      if (action === 'list intros') expect(JSON.parse(body) as IntroRequests).toEqual({ received: [], sent: [] });
      if (action === 'search') expect(body).toContain(`Owner secret ${cell}`);
      expect(body).not.toContain(`Founder secret ${cell}`);
      expect(body).not.toContain(`owner${cell}@example.com`);
    },
  );
});
