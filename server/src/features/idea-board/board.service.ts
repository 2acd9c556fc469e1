import type { BoardPage, boardQuerySchema } from '@core/ideas/idea-contracts';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { ideas, ideaTags, profiles, tags } from '../../db/schema';
import { asJsonText, type JsonText } from '../../http/json-text';
import { canViewSql, nextLiveShareExpiry, OUTER_IDEA_ID } from '../../ideas/access-sql';
import type { Viewer } from '../../ideas/idea-access';
import { ideaViewJson } from '../../ideas/idea-view-query';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { keptPageHolds } from '../../ideas/board-changes';
import { createBoardCache, type BoardCache } from './board-cache';

type BoardQuery = z.output<typeof boardQuerySchema>;
/** `%` and `_` typed by a user are letters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type Values = Record<string, unknown>;

/**
 * The query's filters as conditions on placeholders, with their values: the statement's text depends only on
 * which filters are set, so each shape is prepared once and Postgres plans it once per connection.
 */
export function filters({ search, priority, tag, cursor }: BoardQuery): {
  where: SQL[];
  values: Values;
  shape: string;
} {
  const where: SQL[] = [];
  const values: Values = {};
  if (search) {
    const pattern = sql.placeholder('search');
    where.push(or(ilike(ideas.title, pattern), ilike(ideas.description, pattern))!);
    values.search = likePattern(search);
  }
  if (priority !== 'all') {
    where.push(eq(ideas.priority, sql.placeholder('priority')));
    values.priority = priority;
  }
  if (tag?.length) {
    const names = sql`${sql.placeholder('tags')}::text[]`;
    const tagged = sql`exists (select 1 from ${ideaTags} it join ${tags} t on t.id = it.tag_id where it.idea_id = ${OUTER_IDEA_ID} and t.name = any(${names}))`;
    where.push(or(sql`${ideas.category} = any(${names})`, tagged)!);
    values.tags = tag;
  }
  if (cursor) {
    const { at, id } = decodeCursor(cursor);
    where.push(
      sql`(${ideas.createdAt}, ${ideas.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`,
    );
    Object.assign(values, { cursorAt: at, cursorId: id });
  }
  return { where, values, shape: Object.keys(values).join('_') };
}

type PreparedBoard = ReturnType<ReturnType<typeof boardStatement>['prepare']>;
const preparedBoards = new WeakMap<Db, Map<string, PreparedBoard>>();
const boardCaches = new WeakMap<Db, BoardCache>();

/**
 * One statement for a page of `pageSize` ideas the viewer may see, newest first, each as its card's JSON (and one
 * more, which says whether another page follows): the page's cards as one JSON array, and the last card's cursor
 * fields — or, when the page kept in memory still holds (ADR 0039), only that, without reading the page. The page
 * size is in the text, not a value: Postgres plans a prepared statement once (a generic plan) only when a value
 * does not change its estimate, and a limit it cannot see had it plan every execution again.
 */
export function boardStatement(db: Db, signedIn: boolean, where: SQL[], pageSize: number) {
  const viewerId = signedIn ? sql.placeholder('viewer') : null;
  const size = sql.raw(String(pageSize));
  const newestFirst = sql`${ideas.createdAt} desc, ${ideas.id} desc`;
  // Who may see an idea, as the access module's SQL form (access-sql.test.ts proves it agrees with resolveAccess);
  // the cursor's time as Postgres prints it (lib/cursor.ts). A condition of the kept page alone: Postgres decides
  // it once, before reading any idea.
  const page = sql`select ${ideaViewJson(viewerId)} as card, ${ideas.createdAt}::text as cursor_at, ${ideas.id}::text as cursor_id,
      row_number() over (order by ${newestFirst}) as n
    from ${ideas} left join ${profiles} on ${eq(profiles.id, ideas.userId)}
    where ${and(canViewSql(viewerId), ...where, sql`not ${keptPageHolds()}`)}
    order by ${newestFirst} limit ${size} + 1`;
  const last = sql`page.n = ${size}`;
  return db
    .select({
      kept: keptPageHolds(),
      snapshot: sql<string>`pg_current_snapshot()::text`,
      validUntil: nextLiveShareExpiry(viewerId),
      cards: sql<string>`coalesce(array_to_json(array_agg(page.card order by page.n) filter (where page.n <= ${size}))::text, '[]')`,
      hasMore: sql<boolean>`count(*) > ${size}`,
      lastAt: sql<string | null>`max(page.cursor_at) filter (where ${last})`,
      lastId: sql<string | null>`max(page.cursor_id) filter (where ${last})`,
    })
    .from(sql`(${page}) page`);
}

/**
 * A page of the board, newest first: the signed-in viewer's own ideas, community ideas and ideas shared with
 * them (visitors: community ideas), searched and filtered. One round trip whatever the page size; the cards
 * are JSON written by Postgres, which Node passes on without reading (ADR 0033), or the same page kept from an
 * earlier request when nothing it shows has changed (ADR 0039).
 */
export async function listBoard(db: Db, viewer: Viewer, query: BoardQuery): Promise<JsonText<BoardPage>> {
  const { where, values, shape } = filters(query);
  const name = `board_${viewer ? 'user' : 'visitor'}_${query.limit}_${shape}`;
  const prepared = perDatabase(preparedBoards, db, () => new Map<string, PreparedBoard>());
  const statement = prepared.get(name) ?? boardStatement(db, viewer !== null, where, query.limit).prepare(name);
  prepared.set(name, statement);
  const cache = perDatabase(boardCaches, db, () => createBoardCache());
  const key = `${viewer?.userId ?? ''}\n${name}\n${JSON.stringify(values)}`;
  const kept = cache.get(key);
  const [page] = await statement.execute({
    ...values,
    viewer: viewer?.userId,
    snapshot: kept?.snapshot ?? null,
    validUntil: kept?.validUntil ?? null,
  });
  const { kept: holds, snapshot, validUntil, cards, hasMore, lastAt, lastId } = page!;
  const nextCursor = hasMore && lastAt && lastId ? encodeCursor({ at: lastAt, id: lastId }) : null;
  const body = kept && holds ? kept.body : `{"ideas":${cards},"nextCursor":${JSON.stringify(nextCursor)}}`;
  cache.set(key, { body, snapshot, validUntil });
  return asJsonText(body);
}
