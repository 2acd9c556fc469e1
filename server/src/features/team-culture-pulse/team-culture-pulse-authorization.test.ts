import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPulse, createSurvey, PULSE, surveyInput } from '../../testing/pulse-test-kit';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

/*
 * The Team Culture Pulse's routes as a matrix through HTTP (ADR 0107): the survey's owner, another signed-in user, a
 * visitor without the link, and the link's holder (no account). Each cell has its own owner and survey. Where the
 * other user is answered 200, it is about their own (empty) list, with nothing of the owner's in it.
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

type Role = 'owner' | 'other user' | 'visitor' | 'link holder';
type Action = 'list' | 'create' | 'edit' | 'delete' | 'open round' | 'new link' | 'results' | 'read link' | 'answer';
const ACTIONS: Action[] = [
  'list',
  'create',
  'edit',
  'delete',
  'open round',
  'new link',
  'results',
  'read link',
  'answer',
];
const MATRIX: Record<Role, number[]> = {
  // The owner does everything with the survey, and may answer it by its link like anyone on the team.
  owner: [200, 201, 200, 204, 201, 201, 200, 200, 201],
  // Another user has surveys of their own, never the owner's; without the link they cannot reach the survey.
  'other user': [200, 201, 404, 404, 404, 404, 404, 404, 404],
  // A visitor signs in for everything of a founder's; without the link the survey does not exist for them.
  visitor: [401, 401, 401, 401, 401, 401, 401, 404, 404],
  // The link's holder answers and reads what the link asks; nothing else.
  'link holder': [401, 401, 401, 401, 401, 401, 401, 200, 201],
};

let cell = 0;
async function act(role: Role, action: Action): Promise<Response> {
  cell += 1;
  const owner = await server.signedInClient(`owner${cell}@example.com`);
  const { survey, token } = await createSurvey(owner, { teamName: `Owner secret ${cell}` });
  const clients: Record<Role, () => Promise<TestClient>> = {
    owner: async () => owner,
    'other user': () => server.signedInClient(`other${cell}@example.com`),
    visitor: async () => server.client(),
    'link holder': async () => server.client(),
  };
  const client = await clients[role]();
  // Only the link's holder (and the owner, who made it) know the token; the others try a token of their own.
  const known = role === 'link holder' || role === 'owner' ? token : 'A'.repeat(43);
  switch (action) {
    case 'list':
      return client.request(`${PULSE}/surveys`);
    case 'create':
      return client.post(`${PULSE}/surveys`, surveyInput());
    case 'edit':
      return client.request(`${PULSE}/surveys/${survey.id}`, { method: 'PUT', json: surveyInput() });
    case 'delete':
      return client.request(`${PULSE}/surveys/${survey.id}`, { method: 'DELETE' });
    case 'open round':
      return client.post(`${PULSE}/surveys/${survey.id}/rounds`, {});
    case 'new link':
      return client.post(`${PULSE}/surveys/${survey.id}/link`, {});
    case 'results':
      return client.request(`${PULSE}/surveys/${survey.id}/results`);
    case 'read link':
      return client.request(`/api/pulse/${known}`);
    case 'answer':
      return answerPulse(client, known, 8, { clarity: 4, heard: 4 });
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
      if (role === 'other user' && action === 'list') expect(JSON.parse(body)).toEqual([]);
      if (role === 'link holder' && action === 'read link') expect(body).toContain(`Owner secret ${cell}`);
      else expect(body).not.toContain(`Owner secret ${cell}`);
    },
  );
});
