import type { BoardPage, boardQuerySchema } from '@core/ideas/idea-contracts';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ideas, ideaTags, tags } from '../../db/schema';
import { canViewSql, OUTER_IDEA_ID } from '../../ideas/access-sql';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { accessTo, type Viewer } from '../../ideas/idea-access';
import { selectIdeaViews, toIdeaView } from '../../ideas/idea-view-query';

type BoardQuery = z.output<typeof boardQuerySchema>;
/** `%` and `_` typed by a user are letters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type Values = Record<string, unknown>;

/**
 * The query's filters as conditions on placeholders, with their values: the statement's text depends only on
 * which filters are set, so each shape is prepared once and Postgres plans it once per connection.
 */
function filters({ search, priority, tag, cursor }: BoardQuery): { where: SQL[]; values: Values; shape: string } {
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
    where.push(sql`(${ideas.createdAt}, ${ideas.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`);
    Object.assign(values, { cursorAt: at, cursorId: id });
  }
  return { where, values, shape: Object.keys(values).join('_') };
}

type PreparedBoard = ReturnType<typeof prepareBoard>;
const preparedBoards = new WeakMap<Db, Map<string, PreparedBoard>>();

function prepareBoard(db: Db, signedIn: boolean, where: SQL[], name: string) {
  const viewerId = signedIn ? sql.placeholder('viewer') : null;
  // Who may see an idea, as the access module's SQL form (access-sql.test.ts proves it agrees with resolveAccess).
  return selectIdeaViews(db, viewerId)
    .where(and(canViewSql(viewerId), ...where))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

/**
 * A page of the board, newest first: the signed-in viewer's own ideas, community ideas and ideas shared with
 * them (visitors: community ideas), searched and filtered. One round trip whatever the page size.
 */
export async function listBoard(db: Db, viewer: Viewer, query: BoardQuery): Promise<BoardPage> {
  const { where, values, shape } = filters(query);
  const name = `board_${viewer ? 'user' : 'visitor'}_${shape}`;
  const prepared: Map<string, PreparedBoard> = preparedBoards.get(db) ?? new Map();
  preparedBoards.set(db, prepared);
  const statement = prepared.get(name) ?? prepareBoard(db, viewer !== null, where, name);
  prepared.set(name, statement);
  const rows = await statement.execute({ ...values, viewer: viewer?.userId, limit: query.limit + 1 });

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.idea.id }) : null;
  // The where clause only narrows the search; the access module decides what the viewer sees.
  const views = page.flatMap((row) => {
    const access = accessTo(viewer, row.idea, row.grants);
    return access.canView ? [toIdeaView(row, access)] : [];
  });
  return { ideas: views, nextCursor };
}
