import { boardQuerySchema, type BoardPage } from '@core/ideas/idea-contracts';
import { randomUUID } from 'node:crypto';
import { eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { encodeCursor } from '../../lib/cursor';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { MAX_UNCHECKED_MS, pruneBoardChanges } from '../../ideas/board-changes';
import { createBoardCache } from './board-cache';
import { boardStatement, filters } from './board.service';

/*
 * Pages of the board kept in memory (ADR 0039): served again only while nothing the board reads has committed
 * since the page's snapshot and no share to the viewer has expired; read again otherwise, in the same round trip.
 */

const page = (size: number) => ({ body: 'x'.repeat(size), snapshot: '1:1:', validUntil: null });

describe('the kept pages', () => {
  it('drop the least recently used first once they pass their size', () => {
    const cache = createBoardCache({ maxSize: 10 });
    cache.set('a', page(4));
    cache.set('b', page(4));
    expect(cache.get('a')?.body).toBe('xxxx');
    cache.set('c', page(4));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((kept) => kept !== undefined)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('keep no page larger than all of them may be, and put a page kept again in place of the old one', () => {
    const cache = createBoardCache({ maxSize: 10 });
    cache.set('a', page(11));
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', page(6));
    cache.set('b', page(8));
    cache.set('c', page(2));
    expect([cache.get('b')?.body.length, cache.get('c')?.body.length]).toEqual([8, 2]);
  });

  it('drop a page left unchecked for longer than the change log is sure to keep what it has not seen', () => {
    let now = 0;
    const cache = createBoardCache({ clock: () => now });
    cache.set('a', page(1));
    now = MAX_UNCHECKED_MS;
    expect(cache.get('a')).toBeDefined();
    now = MAX_UNCHECKED_MS + 1;
    expect(cache.get('a')).toBeUndefined();
  });
});

let server: TestServer;
let db: Db;
let ada: TestClient;
let bob: TestClient;
let bobId: string;

const board = async (client: TestClient): Promise<BoardPage> => {
  const answer = await client.request('/api/ideas');
  expect(answer.status).toBe(200);
  return (await answer.json()) as BoardPage;
};
const cards = async (client: TestClient) =>
  (await board(client)).ideas.map(({ title, tags, commentCount, author }) => ({ title, tags, commentCount, author }));
/** A write the change log does not see (its triggers off for the moment), as only a bypass could make one. */
const unlogged = (table: string, write: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    await tx.execute(write);
    await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  });

beforeAll(async () => {
  server = await createTestServer();
  db = server.database.db;
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  bob = await server.signedInClient('bob@example.com', 'Bob Builder');
  [{ id: bobId }] = (await db.select({ id: user.id }).from(user).where(eq(user.email, 'bob@example.com'))) as [
    { id: string },
  ];
  await ada.post('/api/ideas', { title: 'Solar kiosks', category: 'Energy', tags: ['climate'] });
  await bob.post('/api/ideas', { title: 'Bob private idea', category: 'Energy' });
});
afterAll(() => server?.dispose());

describe('a page of the board kept in memory', () => {
  it('is served again while nothing the board reads has changed, and read again after a change', async () => {
    expect(await cards(ada)).toEqual([
      { title: 'Solar kiosks', tags: ['climate'], commentCount: 0, author: 'Ada Lovelace' },
    ]);
    await unlogged('ideas', sql`update ideas set title = 'Renamed unseen' where title = 'Solar kiosks'`);
    expect((await cards(ada)).map((card) => card.title)).toEqual(['Solar kiosks']);
    await db.execute(sql`update ideas set title = 'Solar kiosks' where title = 'Renamed unseen'`);
    expect((await cards(ada)).map((card) => card.title)).toEqual(['Solar kiosks']);
    await db.execute(sql`update ideas set title = 'Solar kiosks v2' where title = 'Solar kiosks'`);
    expect((await cards(ada)).map((card) => card.title)).toEqual(['Solar kiosks v2']);
  });

  const writes: { table: string; write: SQL; then: Record<string, unknown> }[] = [
    {
      table: 'ideas',
      write: sql`update ideas set title = 'Wind kiosks' where title like 'Solar kiosks%'`,
      then: { title: 'Wind kiosks' },
    },
    {
      table: 'tags',
      write: sql`update tags set name = 'climate-tech' where name = 'climate'`,
      then: { tags: ['climate-tech'] },
    },
    {
      table: 'idea_tags',
      write: sql`delete from idea_tags where idea_id in (select id from ideas where title = 'Wind kiosks')`,
      then: { tags: [] },
    },
    {
      table: 'idea_comments',
      write: sql`insert into idea_comments (idea_id, user_id, content) select id, user_id, 'A first comment' from ideas where title = 'Wind kiosks'`,
      then: { commentCount: 1 },
    },
    {
      table: 'profiles',
      write: sql`update profiles set full_name = 'Ada King' where email = 'ada@example.com'`,
      then: { author: 'Ada King' },
    },
  ];
  it.each(writes)('is read again after a write to $table', async ({ write, then }) => {
    await cards(ada);
    await db.execute(write);
    expect((await cards(ada)).find((card) => card.title === 'Wind kiosks')).toMatchObject(then);
  });

  it('is read again after a share to the viewer is made or revoked (idea_shares)', async () => {
    expect((await cards(ada)).map((card) => card.title)).not.toContain('Bob private idea');
    const share = sql`insert into idea_shares (idea_id, shared_by, shared_with, scope, access_type)
      select id, user_id, (select id from "user" where email = 'ada@example.com'), 'specific_users', 'view' from ideas where title = 'Bob private idea'`;
    await db.execute(share);
    expect((await cards(ada)).map((card) => card.title)).toContain('Bob private idea');
    await db.execute(sql`update idea_shares set revoked_at = now() where shared_by = ${bobId}`);
    expect((await cards(ada)).map((card) => card.title)).not.toContain('Bob private idea');
  });

  it('stops being served when a share to the viewer expires, with no write at all', async () => {
    await db.execute(sql`insert into idea_shares (idea_id, shared_by, shared_with, scope, access_type, expires_at)
      select id, user_id, (select id from "user" where email = 'ada@example.com'), 'specific_users', 'view', now() + interval '1 second'
      from ideas where title = 'Bob private idea'`);
    expect((await cards(ada)).map((card) => card.title)).toContain('Bob private idea');
    await vi.waitFor(
      async () => expect((await cards(ada)).map((card) => card.title)).not.toContain('Bob private idea'),
      { timeout: 10_000, interval: 100 },
    );
  });

  it('is kept apart for each viewer and each query', async () => {
    expect((await cards(bob)).map((card) => card.title)).toEqual(['Bob private idea']);
    const filtered = await ada.request('/api/ideas?search=nothing-matches');
    expect(((await filtered.json()) as BoardPage).ideas).toEqual([]);
    expect((await cards(ada)).map((card) => card.title)).toEqual(['Wind kiosks']);
    expect((await board(server.client())).ideas).toEqual([]);
  });

  it('is written to by every table the board reads: each has the change log trigger', async () => {
    const query = boardQuerySchema.parse({
      search: 'kiosk',
      priority: 'high',
      tag: ['climate'],
      cursor: encodeCursor({ at: '2031-01-01 00:00:00+00', id: randomUUID() }),
    });
    const { where, values } = filters(query);
    const { sql: text, params } = boardStatement(db, true, where, query.limit).toSQL();
    const filled = fillPlaceholders(params, { ...values, viewer: randomUUID(), snapshot: '1:1:', validUntil: null });
    const [{ 'QUERY PLAN': plan }] = (await server.database.query(`explain (verbose, format json) ${text}`, filled))
      .rows as [{ 'QUERY PLAN': unknown }];
    const read = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(collect);
      if (!node || typeof node !== 'object') return;
      const { 'Relation Name': relation, ...rest } = node as Record<string, unknown>;
      if (typeof relation === 'string') read.add(relation);
      Object.values(rest).forEach(collect);
    };
    collect(typeof plan === 'string' ? JSON.parse(plan) : plan);
    read.delete('board_changes');
    const triggered = (
      await server.database.query(
        `select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'board_changed' and t.tgenabled = 'O' group by c.relname having count(*) = 4`,
      )
    ).rows.map((row) => (row as { relname: string }).relname);
    expect([...read].sort()).toEqual(['idea_comments', 'idea_shares', 'idea_tags', 'ideas', 'profiles', 'tags']);
    expect(triggered.sort()).toEqual([...read].sort());
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is never kept from before a write that commits after it was read (Postgres)',
    async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update ideas set title = 'Tidal kiosks' where title = 'Wind kiosks'`);
        expect((await cards(ada)).map((card) => card.title)).toEqual(['Wind kiosks']);
      });
      expect((await cards(ada)).map((card) => card.title)).toEqual(['Tidal kiosks']);
    },
  );
});

describe('the change log', () => {
  const logged = async () =>
    (await server.database.query('select count(*)::int as n, count(seen_at)::int as seen from board_changes'))
      .rows[0] as { n: number; seen: number };

  it('logs a statement that changed rows, and not one that changed none (a refused write)', async () => {
    const before = await logged();
    await db.execute(sql`update ideas set title = 'Nothing' where id = ${randomUUID()}`);
    await db.execute(sql`delete from idea_comments where id = ${randomUUID()}`);
    expect(await logged()).toEqual(before);
    await db.execute(sql`update ideas set priority = 'medium'`);
    expect((await logged()).n).toBe(before.n + 1);
  });

  it("does not log a shared link's wrong-password count or lock alone (not on the board), and logs any other change", async () => {
    await db.execute(sql`insert into idea_shares (idea_id, shared_by, scope, access_type, token_hash, password_hash)
      select id, user_id, 'public_link', 'view', 'board-cache-test-token', 'hash' from ideas where title = 'Bob private idea'`);
    const before = await logged();
    const link = sql`token_hash = 'board-cache-test-token'`;
    await db.execute(sql`update idea_shares set failed_password_attempts = failed_password_attempts + 1 where ${link}`);
    await db.execute(sql`update idea_shares set password_locked_until = now() + interval '1 minute' where ${link}`);
    expect(await logged()).toEqual(before);
    await db.execute(sql`update idea_shares set failed_password_attempts = 0, expires_at = now() where ${link}`);
    expect((await logged()).n).toBe(before.n + 1);
  });

  it('keeps a change until long after every kept page has seen it, then lets it go', async () => {
    await db.execute(sql`update ideas set priority = 'high'`);
    const before = await logged();
    expect(before.n).toBeGreaterThan(0);
    await pruneBoardChanges(db);
    expect(await logged()).toEqual({ n: before.n, seen: before.n });
    await db.execute(
      sql`update board_changes set seen_at = now() - make_interval(secs => ${(3 * MAX_UNCHECKED_MS) / 1000 - 60})`,
    );
    await pruneBoardChanges(db);
    expect(await logged()).toEqual({ n: before.n, seen: before.n });
    await db.execute(
      sql`update board_changes set seen_at = now() - make_interval(secs => ${(3 * MAX_UNCHECKED_MS) / 1000 + 60})`,
    );
    await db.execute(sql`update ideas set priority = 'low'`);
    await pruneBoardChanges(db);
    expect(await logged()).toEqual({ n: 1, seen: 1 });
  });
});
