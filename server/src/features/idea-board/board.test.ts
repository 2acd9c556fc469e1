import type { BoardPage, IdeaView } from '@core/ideas/idea-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;

const create = async (client: TestClient, body: Record<string, unknown>) =>
  (await (await client.post('/api/ideas', body)).json()) as IdeaView;
const page = async (client: TestClient, query: string) => {
  const answer = await client.request(`/api/ideas?${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as BoardPage;
};
/** A cursor as the server makes them (cursor.ts), around any time and id. */
const cursorOf = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');
const titles = async (client: TestClient, query: string) => (await page(client, query)).ideas.map((idea) => idea.title);

beforeAll(async () => {
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  bob = await server.signedInClient('bob@example.com', 'Bob Builder');
  await create(ada, {
    title: 'Solar kiosks',
    description: 'Cheap power for rural shops',
    category: 'Energy',
    priority: 'high',
    tags: ['climate'],
  });
  await create(ada, {
    title: 'Tutor marketplace',
    description: 'Connect students with SOLAR physics tutors',
    category: 'Education',
    priority: 'low',
    tags: ['edtech'],
  });
  await create(ada, {
    title: '100% discount app',
    description: 'Coupons_that work',
    category: 'Retail',
    tags: ['deals', 'climate'],
  });
  const community = await create(bob, { title: 'Bob community idea', category: 'Energy', priority: 'high' });
  await server.database.db.update(ideas).set({ isCommunityShared: true }).where(eq(ideas.id, community.id));
  await create(bob, { title: 'Bob private idea', category: 'Energy' });
});
afterAll(() => server.dispose());

describe('the board', () => {
  it("shows a user their own ideas and the community's, newest first, never others' private ones", async () => {
    expect(await titles(ada, '')).toEqual([
      'Bob community idea',
      '100% discount app',
      'Tutor marketplace',
      'Solar kiosks',
    ]);
  });

  it('shows a visitor only community ideas, read-only', async () => {
    const board = await page(server.client(), '');
    expect(board.ideas.map((idea) => idea.title)).toEqual(['Bob community idea']);
    expect(board.ideas[0]).toMatchObject({
      sourceType: 'community',
      accessType: 'view',
      permissions: { canComment: false, canEdit: false },
    });
  });

  it('searches title or description, case-insensitively', async () => {
    expect(await titles(ada, 'search=solar')).toEqual(['Tutor marketplace', 'Solar kiosks']);
    expect(await titles(ada, 'search=RURAL')).toEqual(['Solar kiosks']);
  });

  it('takes % and _ in a search literally, and SQL metacharacters harmlessly', async () => {
    expect(await titles(ada, `search=${encodeURIComponent('100%')}`)).toEqual(['100% discount app']);
    expect(await titles(ada, `search=${encodeURIComponent('s_that')}`)).toEqual(['100% discount app']);
    expect(await titles(ada, `search=${encodeURIComponent("'; drop table ideas; --")}`)).toEqual([]);
    expect(await titles(ada, 'search=%25')).toEqual(['100% discount app']);
  });

  it('filters by priority', async () => {
    expect(await titles(ada, 'priority=high')).toEqual(['Bob community idea', 'Solar kiosks']);
    expect(await titles(ada, 'priority=low')).toEqual(['Tutor marketplace']);
    expect((await titles(ada, 'priority=all')).length).toBe(4);
  });

  it('filters by tags: the category or any tag equals any selected one', async () => {
    expect(await titles(ada, 'tag=climate')).toEqual(['100% discount app', 'Solar kiosks']);
    expect(await titles(ada, 'tag=Energy')).toEqual(['Bob community idea', 'Solar kiosks']);
    expect(await titles(ada, 'tag=edtech&tag=Retail')).toEqual(['100% discount app', 'Tutor marketplace']);
    expect(await titles(ada, 'tag=climate&priority=high&search=kiosk')).toEqual(['Solar kiosks']);
  });

  it.each([
    ['priority=urgent', 'priority'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    [`search=${'x'.repeat(201)}`, 'search'],
    // Found by the API fuzzer: a NUL in the search reached Postgres (a 500).
    ['search=a%00b', 'search'],
    ['cursor=not-a-cursor', 'cursor'],
    // Found by the API fuzzer: well-formed cursors whose id or time Postgres refuses were 500s.
    [`cursor=${cursorOf('2024-01-01 00:00:00+00', '-'.repeat(36))}`, 'cursor'],
    [`cursor=${cursorOf('2024-02-30 00:00:00+00', '00000000-0000-4000-8000-000000000000')}`, 'cursor'],
    [`cursor=${cursorOf('0000-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000')}`, 'cursor'],
    [`cursor=${cursorOf('2024-01-01 00:00:00+99', '00000000-0000-4000-8000-000000000000')}`, 'cursor'],
  ])('refuses %s with a 422', async (query, path) => {
    const answer = await ada.request(`/api/ideas?${query}`);
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});

describe('paging', () => {
  it('returns every idea exactly once, page by page, even while new ideas are added', async () => {
    const carol = await server.signedInClient('carol@example.com', 'Carol');
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await create(carol, { title: `Carol ${i}` })).id);

    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const result: BoardPage = await page(carol, `limit=3${cursor ? `&cursor=${cursor}` : ''}&search=Carol`);
      seen.push(...result.ideas.map((idea) => idea.id));
      cursor = result.nextCursor;
      pages += 1;
      await create(carol, { title: `Carol late ${pages}` }); // newer than every page already read
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
  });
});
