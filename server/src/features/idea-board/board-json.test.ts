import { boardQuerySchema, type BoardPage, type BoardQuery } from '@core/ideas/idea-contracts';
import { and, desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ideas } from '../../db/schema';
import { canViewSql } from '../../ideas/access-sql';
import { accessTo, type Viewer } from '../../ideas/idea-access';
import { selectIdeaViews, toIdeaView } from '../../ideas/idea-view-query';
import { encodeCursor } from '../../lib/cursor';
import { filters } from './board.service';
import { boardOfEveryKindForTests } from '../../testing/board-of-every-kind';

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

const board = boardOfEveryKindForTests();

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
  const { client, viewer } = board.clients[name]!;
  const answer = await client.request(urlOf(query));
  expect(answer.status).toBe(200);
  // The headers c.json's answer had (compress() added the Vary).
  expect([answer.headers.get('content-type'), answer.headers.get('vary')]).toEqual([
    'application/json',
    'Accept-Encoding',
  ]);
  const body = await answer.text();
  expect({ name, query, body }).toEqual({ name, query, body: await boardAsBefore(board.db, viewer, query) });
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
