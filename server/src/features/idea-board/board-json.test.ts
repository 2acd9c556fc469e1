import { boardQuerySchema, type BoardPage, type BoardQuery } from '@core/ideas/idea-contracts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ideaComments, ideas, ideaShares, ideaTags, profiles, tags, user } from '../../db/schema';
import { canViewSql } from '../../ideas/access-sql';
import { accessTo, type Viewer } from '../../ideas/idea-access';
import { selectIdeaViews, toIdeaView } from '../../ideas/idea-view-query';
import { encodeCursor } from '../../lib/cursor';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { filters } from './board.service';

/*
 * The board's JSON, written by Postgres (ADR 0033), against what the board sent before, when Node built each
 * card with the access module and toIdeaView and wrote the page with JSON.stringify: byte for byte, on a board
 * that has every kind of card, for every kind of viewer, filter and page.
 */

/** The board as it was built before ADR 0033, kept here as the reference. */
async function boardAsBefore(db: Db, viewer: Viewer, query: BoardQuery): Promise<string> {
  const parsed = boardQuerySchema.parse(query);
  const { where, values } = filters(parsed);
  const viewerId = viewer ? sql.placeholder('viewer') : null;
  const rows = await selectIdeaViews(db, viewerId)
    .where(and(canViewSql(viewerId), ...where))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(sql.placeholder('limit'))
    .execute({ ...values, viewer: viewer?.userId, limit: parsed.limit + 1 });
  const page = rows.slice(0, parsed.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > parsed.limit && last ? encodeCursor({ at: last.cursorAt, id: last.idea.id }) : null;
  const views = page.flatMap((row) => {
    const access = accessTo(viewer, row.idea, row.grants);
    return access.canView ? [toIdeaView(row, access)] : [];
  });
  return JSON.stringify({ ideas: views, nextCursor } satisfies BoardPage);
}

let server: TestServer;
let db: Db;
const clients: Record<string, { client: TestClient; viewer: Viewer }> = {};

/** A user the board shows as an author: a profile with this full name and e-mail address, or none (undefined). */
async function insertPerson(id: string, profile?: { fullName: string | null; email: string }) {
  await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  if (profile) await db.insert(profiles).values({ id, ...profile });
  return id;
}

/** Moments a microsecond apart or less from a millisecond's edge, where rounding instead of cutting would show. */
const at = (second: number, micros: string) => `2031-03-04 12:00:${String(second).padStart(2, '0')}.${micros}+00`;

beforeAll(async () => {
  server = await createTestServer();
  db = server.database.db;
  for (const name of ['ada', 'bob', 'carol']) {
    const client = await server.signedInClient(
      `${name}@example.com`,
      `${name[0]!.toUpperCase()}${name.slice(1)} Tester`,
    );
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `${name}@example.com`));
    clients[name] = { client, viewer: { userId: account!.id } };
  }
  clients.visitor = { client: server.client(), viewer: null };
  const [ada, bob, carol] = [clients.ada!.viewer!.userId, clients.bob!.viewer!.userId, clients.carol!.viewer!.userId];
  // Names String#trim and Postgres's trim() read differently, a blank name, no name and an empty address, no profile.
  const dora = await insertPerson('dora', { fullName: '\u3000 Dora\u00a0Tab\t', email: 'dora@example.com' });
  const eve = await insertPerson('eve', { fullName: ' \n ', email: 'eve@example.com' });
  const gus = await insertPerson('gus', { fullName: null, email: '' });
  const fay = await insertPerson('fay');
  const gone = await insertPerson('gone', { fullName: 'Gone Soon', email: 'gone@example.com' });

  let second = 0;
  const micros = ['999999', '000999', '500000', '123456', '000000', '999000', '000001'];
  const idea = async (
    owner: string,
    fields: Partial<typeof ideas.$inferInsert> & { title: string },
    ideaTagNames: string[] = [],
  ) => {
    second += 1;
    const [row] = await db
      .insert(ideas)
      .values({ userId: owner, ...fields })
      .returning({ id: ideas.id });
    // To the microsecond (a Date holds milliseconds only).
    await db.execute(
      sql`update ${ideas} set created_at = ${at(second, micros[second % micros.length]!)}::timestamptz where id = ${row!.id}`,
    );
    for (const name of ideaTagNames) {
      const [tag] = await db
        .insert(tags)
        .values({ name })
        .onConflictDoUpdate({ target: tags.name, set: { name } })
        .returning({ id: tags.id });
      await db.insert(ideaTags).values({ ideaId: row!.id, tagId: tag!.id });
    }
    return row!.id;
  };
  const share = (ideaId: string, sharedWith: string, fields: Partial<typeof ideaShares.$inferInsert> = {}) =>
    db.insert(ideaShares).values({ ideaId, sharedBy: bob, sharedWith, scope: 'specific_users', ...fields });
  const DAY = 86_400_000;

  const kiosks = await idea(
    ada,
    {
      title: 'Solar kiosks',
      description:
        'Quotes " and \\ backslash, tab\t, newline\n, a \u0001 control, \u2028 separator, 🚀, </script>, café',
      category: 'Energy',
      priority: 'high',
      ideaScore: 0,
      costToValidate: 12_500,
      isPinned: true,
      isCommunityShared: true,
    },
    ['climate', 'Émoji 🚀', 'b-tag'],
  );
  await idea(
    ada,
    {
      title: 'Tutor marketplace',
      whyNow: 'Two\nlines',
      ideaScore: 10,
      costToValidate: 0.1,
      priority: 'low',
      category: 'Education',
    },
    ['edtech'],
  );
  await idea(
    ada,
    {
      title: '100% discount app',
      costToValidate: 999_999_999_999.99,
      efforts: 'Lots',
      validationGtm: 'Coupons_that work',
    },
    ['deals', 'climate'],
  );
  const sameMoment = await idea(ada, { title: 'Same moment A', costToValidate: 1234.5 });
  const twin = await idea(ada, { title: 'Same moment B' });
  await db.execute(
    sql`update ${ideas} set created_at = (select created_at from ${ideas} where id = ${sameMoment}) where id = ${twin}`,
  );

  // Bob's ideas reach Ada by every kind of share; some are also community ideas.
  await share(await idea(bob, { title: 'Shared view' }), ada, { accessType: 'view' });
  await share(await idea(bob, { title: 'Shared comment', priority: 'high' }, ['climate']), ada, {
    accessType: 'comment',
  });
  await share(await idea(bob, { title: 'Shared edit', category: 'climate' }), ada, { accessType: 'edit' });
  await share(await idea(bob, { title: 'Share expired' }), ada, {
    accessType: 'edit',
    expiresAt: new Date(Date.now() - DAY),
  });
  await share(await idea(bob, { title: 'Share expiring later' }), ada, {
    accessType: 'comment',
    expiresAt: new Date(Date.now() + DAY),
  });
  await share(await idea(bob, { title: 'Share revoked' }), ada, {
    accessType: 'edit',
    revokedAt: new Date(Date.now() - DAY),
  });
  await share(await idea(bob, { title: 'Share of some pages' }), ada, {
    accessType: 'edit',
    sharedPages: [randomUUID()],
  });
  const reshared = await idea(bob, { title: 'Revoked, then shared again' });
  await share(reshared, ada, { accessType: 'edit', revokedAt: new Date(Date.now() - DAY) });
  await share(reshared, ada, { accessType: 'view' });
  await share(await idea(bob, { title: 'Community, shared edit', isCommunityShared: true }), ada, {
    accessType: 'edit',
  });
  await share(await idea(bob, { title: 'Community, shared view', isCommunityShared: true, isPinned: true }), ada, {
    accessType: 'view',
  });
  await share(await idea(bob, { title: 'Community, shared comment', isCommunityShared: true }), ada, {
    accessType: 'comment',
  });
  await share(await idea(bob, { title: 'Link only' }), ada, {
    scope: 'public_link',
    sharedWith: null,
    tokenHash: randomUUID(),
  });
  await idea(bob, { title: 'Bob private' });

  await idea(carol, { title: 'Carol community', isCommunityShared: true, priority: 'high' }, ['Energy']);
  await idea(carol, { title: 'Carol private' });
  for (const [owner, title] of [
    [dora, 'By a name with odd spaces'],
    [eve, 'By a blank name'],
    [gus, 'By no name and no address'],
    [fay, 'By no profile'],
  ] as const) {
    await idea(owner, { title, isCommunityShared: true });
  }

  // More comments than a card shows, from every kind of author, two at the same moment.
  const comment = (ideaId: string, userId: string | null, content: string, createdAt: string) =>
    db.execute(
      sql`insert into ${ideaComments} (idea_id, user_id, content, created_at) values (${ideaId}, ${userId}, ${content}, ${createdAt}::timestamptz)`,
    );
  await comment(kiosks, bob, 'First "quoted"\nline', at(50, '000001'));
  await comment(kiosks, dora, 'Spaced name', at(51, '999999'));
  await comment(kiosks, eve, 'Blank name', at(52, '500500'));
  await comment(kiosks, gone, 'Soon deleted', at(53, '123999'));
  await comment(kiosks, carol, 'Same moment 1', at(54, '000999'));
  await comment(kiosks, bob, 'Same moment 2', at(54, '000999'));
  await db.delete(user).where(eq(user.id, gone));
  const [community] = await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.title, 'Carol community'));
  await comment(community!.id, fay, 'By no profile', at(55, '000000'));
});
afterAll(() => server.dispose());

const QUERIES: BoardQuery[] = [
  {},
  { search: 'kiosk' },
  { search: '100%' },
  { search: 'nothing matches this' },
  { priority: 'high' },
  { tag: ['climate'] },
  { tag: ['Energy', 'edtech'] },
  { tag: ['climate'], priority: 'high', search: 'sol' },
];

/** The query as the web app sends it. */
function urlOf(query: BoardQuery & { cursor?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of [value].flat()) params.append(key, String(one));
  }
  return `/api/ideas?${params}`;
}

async function expectSameBoard(name: string, query: BoardQuery): Promise<BoardPage> {
  const { client, viewer } = clients[name]!;
  const answer = await client.request(urlOf(query));
  expect(answer.status).toBe(200);
  // The headers c.json's answer had (compress() added the Vary).
  expect([answer.headers.get('content-type'), answer.headers.get('vary')]).toEqual([
    'application/json',
    'Accept-Encoding',
  ]);
  const body = await answer.text();
  expect({ name, query, body }).toEqual({ name, query, body: await boardAsBefore(db, viewer, query) });
  return JSON.parse(body) as BoardPage;
}

describe('the board written by Postgres', () => {
  it.each(['ada', 'bob', 'carol', 'visitor'])(
    'is byte for byte what Node wrote, for %s, with every filter',
    async (name) => {
      for (const query of QUERIES) await expectSameBoard(name, query);
    },
  );

  it.each(['ada', 'visitor'])('is byte for byte what Node wrote, for %s, page after page', async (name) => {
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: BoardPage = await expectSameBoard(name, { limit: 4, ...(cursor ? { cursor } : {}) });
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
  });

  it('has every kind of card: the comparison is not vacuous', async () => {
    const board = await expectSameBoard('ada', { limit: 100 });
    const cards = new Map(board.ideas.map((card) => [card.title, card]));
    expect([...new Set(board.ideas.map((card) => `${card.sourceType} ${card.accessType}`))].sort()).toEqual([
      'community comment',
      'personal edit',
      'shared comment',
      'shared edit',
      'shared view',
    ]);
    expect(cards.get('Solar kiosks')).toMatchObject({ isPinned: true, commentCount: 6, costToValidate: 12500 });
    // The newest three: two at the same moment (in id order), then the deleted user's.
    expect(
      cards
        .get('Solar kiosks')!
        .comments.map((one) => one.author)
        .sort(),
    ).toEqual(['Bob Tester', 'Carol Tester', 'Deleted user']);
    expect(cards.get('Community, shared view')).toMatchObject({ isPinned: false, sourceType: 'community' });
    expect(cards.get('By a name with odd spaces')!.author).toBe('Dora\u00a0Tab');
    expect(
      ['By a blank name', 'By no name and no address', 'By no profile'].map((title) => cards.get(title)!.author),
    ).toEqual(['eve@example.com', 'Anonymous', 'Anonymous']);
    for (const hidden of ['Share expired', 'Share revoked', 'Link only', 'Bob private', 'Carol private'])
      expect(cards.has(hidden)).toBe(false);
  });
});
