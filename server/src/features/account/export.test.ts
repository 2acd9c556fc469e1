import { accountExportSchema } from '@core/account/export-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, linkIn, type TestServer } from '../../testing/test-server';

let server: TestServer;
let owner: TestClient;
let other: TestClient;
let ideaId: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('exporter@example.com', 'Eve Exporter');
  other = await server.signedInClient('friend@example.com', 'Fred Friend');
  const send = async (client: TestClient, path: string, json: unknown, method = 'POST') =>
    (await client.request(path, { method, json })).json();

  await send(owner, '/api/profile', { fullName: 'Eve Exporter', openaiApiKey: 'sk-live-secret-1234567890' }, 'PATCH');
  ideaId = (
    (await send(owner, '/api/ideas', { title: 'Drone delivery', tags: ['logistics', 'ai'], description: 'Fast' })) as {
      id: string;
    }
  ).id;
  const page = (await send(owner, `/api/ideas/${ideaId}/pages`, { title: 'Research' })) as { id: string };
  const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Interview notes' }] }] };
  await send(owner, `/api/ideas/${ideaId}/pages/${page.id}/content`, { content: doc, version: 0 }, 'PUT');
  await send(owner, `/api/ideas/${ideaId}/properties`, { label: 'Stage', type: 'select', options: ['Idea', 'MVP'] });
  await send(owner, `/api/ideas/${ideaId}/widgets`, { type: 'youtube' });
  await send(owner, '/api/shares', {
    ideaIds: [ideaId],
    method: 'email',
    emails: ['friend@example.com'],
    accessType: 'comment',
    message: 'Thoughts?',
  });
  await send(owner, '/api/shares', { ideaIds: [ideaId], method: 'public-link', password: 'open sesame' });
  await send(other, `/api/ideas/${ideaId}/comments`, { content: 'Looks great' });
  await send(owner, `/api/ideas/${ideaId}/comments`, { content: 'Thanks!' });
  const othersIdea = (await send(other, '/api/ideas', { title: "Fred's idea" })) as { id: string };
  await send(other, '/api/shares', {
    ideaIds: [othersIdea.id],
    method: 'email',
    emails: ['exporter@example.com'],
    accessType: 'comment',
  });
  await send(owner, `/api/ideas/${othersIdea.id}/comments`, { content: 'Nice one, Fred' });
  const founder = {
    id: 'a',
    name: 'Eve',
    role: 'CEO',
    contribution: 60,
    commitment: 100,
    experience: 70,
    vesting: { totalMonths: 48, cliffMonths: 12 },
  };
  await send(owner, '/api/tools/equity-split/documents', {
    name: 'Seed split',
    data: { founders: [founder, { ...founder, id: 'b', name: 'Sam' }] },
  });
  const assessment = (await send(owner, '/api/assessments', { answers: Array<number>(10).fill(4) })) as { id: string };
  await send(owner, `/api/assessments/${assessment.id}/invites`, { email: 'cofounder@example.com' });
  expect(linkIn(server.mails.findLast((mail) => mail.to === 'cofounder@example.com'))).toContain('/assessment-invite/');
});
afterAll(() => server.dispose());

describe('Export my data', () => {
  it('downloads everything the user owns as one readable JSON file, in the export format', async () => {
    const answer = await owner.request('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="founder-toolkit-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const file = accountExportSchema.parse(await answer.json());

    expect(file.profile).toEqual({ fullName: 'Eve Exporter', email: 'exporter@example.com', avatarUrl: null });
    expect(file.preferences).toMatchObject({ theme: 'light', emailNotifications: true, autoSave: true });
    expect(file.ideas).toHaveLength(1);
    const [idea] = file.ideas;
    expect(idea).toMatchObject({ id: ideaId, title: 'Drone delivery', description: 'Fast', tags: ['ai', 'logistics'] });
    expect(idea!.pages).toMatchObject([{ title: 'Research', parentPageId: null, content: { type: 'doc' } }]);
    expect(JSON.stringify(idea!.pages[0]!.content)).toContain('Interview notes');
    expect(idea!.properties).toEqual([
      { label: 'Stage', type: 'select', options: ['Idea', 'MVP'], value: '', position: 0, currency: null },
    ]);
    expect(idea!.widgets).toMatchObject([{ type: 'youtube', position: 0 }]);
    expect(idea!.comments.map(({ author, mine, content }) => ({ author, mine, content }))).toEqual([
      { author: 'Fred Friend', mine: false, content: 'Looks great' },
      { author: 'Eve Exporter', mine: true, content: 'Thanks!' },
    ]);
    expect(
      idea!.shares.map(({ sharedWith, scope, accessType, hasPassword, message }) => ({
        sharedWith,
        scope,
        accessType,
        hasPassword,
        message,
      })),
    ).toEqual([
      {
        sharedWith: 'friend@example.com',
        scope: 'specific_users',
        accessType: 'comment',
        hasPassword: false,
        message: 'Thoughts?',
      },
      { sharedWith: null, scope: 'public_link', accessType: 'view', hasPassword: true, message: '' },
    ]);
    expect(file.toolDocuments).toMatchObject([
      { toolId: 'equity-split', name: 'Seed split', data: { founders: [{ name: 'Eve' }, { name: 'Sam' }] } },
    ]);
    expect(file.assessments).toMatchObject([
      { answers: Array<number>(10).fill(4), invites: [{ email: 'cofounder@example.com', answers: null }] },
    ]);
    expect(file.commentsOnOthersIdeas).toMatchObject([{ ideaTitle: "Fred's idea", content: 'Nice one, Fred' }]);
  });

  it('carries no secret: no API key, no password or link hashes, no tokens', async () => {
    const text = await (await owner.request('/api/account/export')).text();
    for (const secret of ['sk-live', '1234567890', 'open sesame', 'Hash', 'hash', 'token', 'scrypt'])
      expect(text).not.toContain(secret);
  });

  it('gives each user only their own, and nothing to a visitor', async () => {
    const friends = accountExportSchema.parse(await (await other.request('/api/account/export')).json());
    expect(friends.ideas.map((idea) => idea.title)).toEqual(["Fred's idea"]);
    expect(friends.commentsOnOthersIdeas.map((comment) => comment.content)).toEqual(['Looks great']);
    expect(friends.toolDocuments).toEqual([]);
    expect((await server.client().request('/api/account/export')).status).toBe(401);
  });
});
