import { BOARD_COMMENTS, type BoardPage, type CommentPage, type IdeaView } from '@core/ideas/idea-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaComments, ideas, ideaShares, profiles, user } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let visitor: TestClient;
let ids: { bob: string };

beforeAll(async () => {
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  bob = await server.signedInClient('bob@example.com', 'Bob Builder');
  visitor = server.client();
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'bob@example.com'));
  ids = { bob: row!.id };
});
afterAll(() => server.dispose());

const create = async (client: TestClient, body: Record<string, unknown>) => {
  const answer = await client.post('/api/ideas', body);
  expect(answer.status).toBe(201);
  return (await answer.json()) as IdeaView;
};
const board = async (client: TestClient, query = '') =>
  (await (await client.request(`/api/ideas${query}`)).json()) as BoardPage;
const storedIdea = async (id: string) => (await server.database.db.select().from(ideas).where(eq(ideas.id, id)))[0];
const share = (
  ideaId: string,
  accessType: 'view' | 'comment' | 'edit',
  extra: Partial<typeof ideaShares.$inferInsert> = {},
) =>
  server.database.db.insert(ideaShares).values({
    ideaId,
    sharedBy: extra.sharedBy ?? '',
    sharedWith: ids.bob,
    accessType,
    scope: 'specific_users',
    ...extra,
  });

describe('creating an idea', () => {
  it('applies the defaults, upserts tags by name, and answers the client view', async () => {
    const idea = await create(ada, { title: '  Solar kiosks  ', tags: ['energy', 'africa', 'energy'] });
    expect(idea).toMatchObject({
      title: 'Solar kiosks',
      priority: 'medium',
      ideaScore: 5,
      costToValidate: 0,
      costCurrency: 'USD',
      tags: ['africa', 'energy'],
      comments: [],
      commentCount: 0,
      sourceType: 'personal',
      accessType: 'edit',
      author: 'Ada Lovelace',
      isPinned: false,
      permissions: { canComment: true, canEdit: true, canShare: true, canPin: true, canDelete: true },
    });
    const again = await create(ada, { title: 'Wind', tags: ['energy'] });
    expect(again.tags).toEqual(['energy']);
  });

  it('creates one idea for a creation key sent twice, even at once (the new-… page)', async () => {
    const body = { title: 'Untitled Idea', creationKey: 'new-abc123' };
    const [first, second] = await Promise.all([ada.post('/api/ideas', body), ada.post('/api/ideas', body)]);
    const ids = [((await first.json()) as IdeaView).id, ((await second.json()) as IdeaView).id];
    expect(ids[0]).toBe(ids[1]);
    expect((await board(ada, '?search=Untitled')).ideas.filter((idea) => idea.id === ids[0])).toHaveLength(1);
    const bobs = (await (await bob.post('/api/ideas', body)).json()) as IdeaView;
    expect(bobs.id).not.toBe(ids[0]);
    expect((await ada.post('/api/ideas', { title: 'x', creationKey: 'drop table' })).status).toBe(422);
  });

  it.each([
    [{ title: 'x', ideaScore: 11 }, 'ideaScore', 'Score must be between 0 and 10'],
    [{ title: 'x', ideaScore: 2.5 }, 'ideaScore', 'Score must be a whole number'],
    [{ title: 'x', costToValidate: -1 }, 'costToValidate', 'Cost cannot be negative'],
    [{ title: 'x', costToValidate: 'abc' }, 'costToValidate', 'Cost must be a number'],
    [{ title: 'x', costCurrency: 'JPY' }, 'costCurrency', 'Choose a currency'],
    [{ title: 'x', priority: 'urgent' }, 'priority', 'Priority must be high, medium or low'],
    [{ title: 'x'.repeat(100_000) }, 'title', 'Title must be at most 200 characters'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x', userId: 'someone-else' }, '', 'Unrecognized key: "userId"'],
    // Found by the API fuzzer: Postgres cannot store U+0000, nor PGlite an unpaired surrogate (500s).
    [{ title: 'a\u0000b' }, 'title', 'Text cannot contain the NUL character or unpaired surrogates'],
    [{ title: 'x', tags: ['ok', '\u0000 '] }, 'tags.1', 'Text cannot contain the NUL character or unpaired surrogates'],
    [
      { title: 'x', description: '¡\udc00' },
      'description',
      'Text cannot contain the NUL character or unpaired surrogates',
    ],
  ])('refuses %# with a 422 naming the field, and saves nothing', async (body, path, message) => {
    const before = (await board(ada, '?limit=100')).ideas.length;
    const answer = await ada.post('/api/ideas', body);
    expect(answer.status).toBe(422);
    // Each issue also says which message it is (messageId, values: ADR 0032), for the web to say it in its language.
    expect((await answer.json()).error.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect((await board(ada, '?limit=100')).ideas.length).toBe(before);
  });
});

describe('who may do what', () => {
  type Role = 'owner' | 'other' | 'visitor' | `${'view' | 'comment' | 'edit' | 'expired' | 'revoked'}Share`;
  type Action = 'list' | 'read' | 'readComments' | 'update' | 'pin' | 'comment' | 'delete';

  /** A fresh idea of Ada's for each cell, set up for the role; returns who acts on it. */
  async function setUp(role: Role, isCommunityShared: boolean) {
    const idea = await create(ada, { title: `Idea for ${role} ${Math.random()}` });
    await server.database.db.update(ideas).set({ isCommunityShared }).where(eq(ideas.id, idea.id));
    const sharedBy = (await storedIdea(idea.id))!.userId;
    const day = 24 * 3600 * 1000;
    if (role === 'viewShare') await share(idea.id, 'view', { sharedBy });
    if (role === 'commentShare') await share(idea.id, 'comment', { sharedBy });
    if (role === 'editShare') await share(idea.id, 'edit', { sharedBy, expiresAt: new Date(Date.now() + day) });
    if (role === 'expiredShare') await share(idea.id, 'edit', { sharedBy, expiresAt: new Date(Date.now() - day) });
    if (role === 'revokedShare') await share(idea.id, 'edit', { sharedBy, revokedAt: new Date() });
    const client = role === 'owner' ? ada : role === 'visitor' ? visitor : bob;
    return { idea, client };
  }

  async function attempt(action: Action, client: TestClient, id: string): Promise<number> {
    switch (action) {
      case 'list':
        return (await board(client, '?limit=100')).ideas.some((idea) => idea.id === id) ? 200 : 404;
      case 'read':
        return (await client.request(`/api/ideas/${id}`)).status;
      case 'readComments':
        return (await client.request(`/api/ideas/${id}/comments`)).status;
      case 'update':
        return (await client.request(`/api/ideas/${id}`, { method: 'PATCH', json: { title: 'Changed' } })).status;
      case 'pin':
        return (await client.request(`/api/ideas/${id}/pin`, { method: 'PUT', json: { isPinned: true } })).status;
      case 'comment':
        return (await client.post(`/api/ideas/${id}/comments`, { content: 'Nice' })).status;
      case 'delete':
        return (await client.request(`/api/ideas/${id}`, { method: 'DELETE' })).status;
    }
  }

  // Expected status per action: list (200 = on the board, 404 = not), read, read comments, update, pin, comment, delete.
  const matrix: [Role, boolean, number[]][] = [
    ['owner', false, [200, 200, 200, 200, 200, 201, 204]],
    ['owner', true, [200, 200, 200, 200, 200, 201, 204]],
    ['other', false, [404, 404, 404, 404, 404, 404, 404]],
    ['other', true, [200, 200, 200, 403, 403, 201, 403]],
    ['visitor', false, [404, 404, 404, 401, 401, 401, 401]],
    ['visitor', true, [200, 200, 200, 401, 401, 401, 401]],
    ['viewShare', false, [200, 200, 200, 403, 403, 403, 403]],
    ['commentShare', false, [200, 200, 200, 403, 403, 201, 403]],
    ['editShare', false, [200, 200, 200, 200, 403, 201, 403]],
    ['expiredShare', false, [404, 404, 404, 404, 404, 404, 404]],
    ['revokedShare', false, [404, 404, 404, 404, 404, 404, 404]],
  ];
  const actions: Action[] = ['list', 'read', 'readComments', 'update', 'pin', 'comment', 'delete'];

  for (const [role, community, expected] of matrix) {
    for (const [index, action] of actions.entries()) {
      it(`${role} on a ${community ? 'community' : 'private'} idea: ${action} → ${expected[index]}`, async () => {
        const { idea, client } = await setUp(role, community);
        const before = await storedIdea(idea.id);
        const status = await attempt(action, client, idea.id);
        expect(status).toBe(expected[index]);
        if (status >= 400 && !['list', 'read', 'readComments'].includes(action)) {
          expect(await storedIdea(idea.id)).toEqual(before);
          expect(await server.database.db.select().from(ideaComments).where(eq(ideaComments.ideaId, idea.id))).toEqual(
            [],
          );
        }
      });
    }
  }

  it('answers a write without a session with 401 User not authenticated, before reading the body', async () => {
    const answer = await visitor.post('/api/ideas', { title: '' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'User not authenticated', messageId: 'server.http.unauthenticated' },
    });
  });

  it('answers an id that is not an idea with 404, never a 500', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      expect((await ada.request(`/api/ideas/${encodeURIComponent(id)}`)).status).toBe(404);
      expect(
        (await ada.request(`/api/ideas/${encodeURIComponent(id)}`, { method: 'PATCH', json: { title: 'x' } })).status,
      ).toBe(404);
    }
  });

  it("shows others an idea's source and never the owner's pin", async () => {
    const { idea } = await setUp('other', true);
    await ada.request(`/api/ideas/${idea.id}/pin`, { method: 'PUT', json: { isPinned: true } });
    const seenByBob = (await (await bob.request(`/api/ideas/${idea.id}`)).json()) as IdeaView;
    expect(seenByBob).toMatchObject({
      sourceType: 'community',
      accessType: 'comment',
      isPinned: false,
      author: 'Ada Lovelace',
    });
    expect(((await (await ada.request(`/api/ideas/${idea.id}`)).json()) as IdeaView).isPinned).toBe(true);
  });
});

describe('comments', () => {
  it('are trimmed, newest first, with their author and the total', async () => {
    const idea = await create(ada, { title: 'Commented' });
    await ada.post(`/api/ideas/${idea.id}/comments`, { content: '  First  ' });
    const answer = await ada.post(`/api/ideas/${idea.id}/comments`, { content: 'Second' });
    const view = (await answer.json()) as IdeaView;
    expect(view.comments.map((comment) => [comment.content, comment.author])).toEqual([
      ['Second', 'Ada Lovelace'],
      ['First', 'Ada Lovelace'],
    ]);
    expect(view.commentCount).toBe(2);
  });

  it("name their author by name, else 'Anonymous' — never by e-mail address", async () => {
    const idea = await create(ada, { title: 'Who said it' });
    await server.database.db.update(ideas).set({ isCommunityShared: true }).where(eq(ideas.id, idea.id));
    await server.database.db.update(profiles).set({ fullName: '' }).where(eq(profiles.email, 'bob@example.com'));
    await bob.post(`/api/ideas/${idea.id}/comments`, { content: 'Hi' });
    const seen = (await board(visitor)).ideas.find((shown) => shown.id === idea.id)!;
    expect(seen.comments[0]!.author).toBe('Anonymous');
    expect(JSON.stringify(seen)).not.toContain('bob@example.com');
    await server.database.db
      .update(profiles)
      .set({ fullName: 'Bob Builder' })
      .where(eq(profiles.email, 'bob@example.com'));
  });

  it(`come ${BOARD_COMMENTS} newest with a card; the rest page newest first, each exactly once`, async () => {
    const idea = await create(ada, { title: 'Talked about' });
    const texts = Array.from({ length: 7 }, (_, i) => `Comment ${i + 1}`);
    for (const content of texts) await ada.post(`/api/ideas/${idea.id}/comments`, { content });
    const newestFirst = texts.toReversed();
    const card = (await board(ada)).ideas.find((shown) => shown.id === idea.id)!;
    expect(card.comments.map((comment) => comment.content)).toEqual(newestFirst.slice(0, BOARD_COMMENTS));
    expect(card.commentCount).toBe(7);

    const seen: string[] = [];
    let cursor = '';
    do {
      const page = (await (
        await ada.request(`/api/ideas/${idea.id}/comments?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).json()) as CommentPage;
      seen.push(...page.comments.map((comment) => comment.content));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual(newestFirst);
  });

  it('answers a bad comments cursor or limit with a 422', async () => {
    const idea = await create(ada, { title: 'Paged' });
    for (const query of ['cursor=not-a-cursor', 'limit=0', 'limit=abc']) {
      expect((await ada.request(`/api/ideas/${idea.id}/comments?${query}`)).status, query).toBe(422);
    }
  });

  it('refuses a comment of spaces with a 422 and saves nothing', async () => {
    const idea = await create(ada, { title: 'Quiet' });
    const answer = await ada.post(`/api/ideas/${idea.id}/comments`, { content: '   ' });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.issues).toContainEqual({
      path: 'content',
      message: 'Comment cannot be empty',
      messageId: 'core.ideas.commentEmpty',
    });
    expect(await server.database.db.select().from(ideaComments).where(eq(ideaComments.ideaId, idea.id))).toEqual([]);
  });
});

describe('updating', () => {
  it('changes any field and replaces the tags as a set', async () => {
    const idea = await create(ada, { title: 'Old', tags: ['a', 'b'] });
    const answer = await ada.request(`/api/ideas/${idea.id}`, {
      method: 'PATCH',
      json: { title: 'New', priority: 'high', costToValidate: 12500, efforts: 'Two weekends', tags: ['b', 'c'] },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      title: 'New',
      priority: 'high',
      costToValidate: 12500,
      efforts: 'Two weekends',
      tags: ['b', 'c'],
    });
  });

  it('refuses an empty change with a 422', async () => {
    const idea = await create(ada, { title: 'Same' });
    expect((await ada.request(`/api/ideas/${idea.id}`, { method: 'PATCH', json: {} })).status).toBe(422);
  });
});
