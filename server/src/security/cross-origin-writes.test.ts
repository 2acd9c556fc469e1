import type { IdeaView } from '@core/ideas/idea-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../testing/use-test-server';

// auth/auth.test.ts shows sign-up and sign-out refused from another origin; here every kind of API write is,
// with the victim's own session cookie riding along as a browser would send it.
const t = useTestServer();

const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  'http://localhost:3000.evil.example',
  'http://localhost:3001',
  'https://localhost:3000',
];

const forgedWrites = (ideaId: string) =>
  [
    ['POST', '/api/ideas', { title: 'Forged idea' }],
    ['PATCH', `/api/ideas/${ideaId}`, { title: 'Forged title' }],
    ['PUT', `/api/ideas/${ideaId}/pin`, { isPinned: true }],
    ['POST', `/api/ideas/${ideaId}/comments`, { content: 'Forged comment' }],
    ['PUT', `/api/ideas/${ideaId}/pages/main/content`, { content: { type: 'doc', content: [] }, version: 0 }],
    ['POST', `/api/ideas/${ideaId}/properties`, { label: 'Forged', type: 'text' }],
    ['POST', '/api/shares', { ideaIds: [ideaId], method: 'public-link' }],
    ['DELETE', `/api/ideas/${ideaId}`, undefined],
    ['PATCH', '/api/profile', { fullName: 'Forged Name' }],
    ['PATCH', '/api/preferences', { theme: 'dark' }],
    ['POST', '/api/tools/equity-split/documents', { name: 'Forged' }],
    ['POST', '/api/auth/update-user', { name: 'Forged Name' }],
    ['POST', '/api/auth/sign-out', {}],
  ] as const;

describe('a state-changing request from another origin', () => {
  it('is refused with a 403 for every write and origin, and changes nothing', async () => {
    const { ada } = t;
    const idea = await expectJson<IdeaView>(await ada.post('/api/ideas', { title: 'Kept idea' }), 201);
    const stateOf = async () => ({
      board: (await expectJson<{ ideas: IdeaView[] }>(await ada.request('/api/ideas'), 200)).ideas.map((each) => [
        each.title,
        each.isPinned,
      ]),
      comments: await expectJson(await ada.request(`/api/ideas/${idea.id}/comments`), 200),
      page: await expectJson(await ada.request(`/api/ideas/${idea.id}/page`), 200),
      shares: await expectJson(await ada.request(`/api/ideas/${idea.id}/shares`), 200),
      profile: await expectJson(await ada.request('/api/profile'), 200),
      preferences: await expectJson(await ada.request('/api/preferences'), 200),
      scenarios: await expectJson(await ada.request('/api/tools/equity-split/documents'), 200),
    });
    const before = await stateOf();

    for (const origin of FOREIGN_ORIGINS) {
      for (const [method, path, json] of forgedWrites(idea.id)) {
        const response = await ada.request(path, { method, headers: { origin }, ...(json ? { json } : {}) });
        expect(response.status, `${method} ${path} from ${origin}`).toBe(403);
        const body = await response.json();
        const error = path.startsWith('/api/auth/') ? body : body.error;
        expect(error).toEqual({
          code: 'FORBIDDEN',
          message: 'Cross-origin request rejected',
          messageId: 'server.http.crossOrigin',
        });
      }
    }

    expect(await stateOf()).toEqual(before);
    expect(before.board).toEqual([['Kept idea', false]]);
  });

  it('is the only thing refused: the same write from the app itself goes through', async () => {
    const { bob } = t;
    const idea = await expectJson<IdeaView>(await bob.post('/api/ideas', { title: 'Before' }), 201);
    const own = await bob.request(`/api/ideas/${idea.id}`, {
      method: 'PATCH',
      json: { title: 'After' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect((await expectJson<IdeaView>(own, 200)).title).toBe('After');
  });
});
