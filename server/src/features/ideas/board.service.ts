import type { Access } from '@core/ideas/access';
import { BOARD_COMMENTS, type BoardPage, type IdeaView } from '@core/ideas/idea-contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { boardQuerySchema } from '@core/ideas/idea-contracts';
import type { Db } from '../../db/client';
import { ideaComments, ideaShares, ideas, ideaTags, profiles, tags } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { accessTo, liveSharesJson, liveShareTo, OUTER_IDEA_ID, type IdeaRow, type RawGrant, type Viewer } from './idea-access';

type BoardQuery = z.output<typeof boardQuerySchema>;
type Cursor = { at: string; id: string };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/i.test(id)) return { at, id };
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
}

/** `%` and `_` typed by a user are letters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filters({ search, priority, tag, cursor }: BoardQuery): SQL[] {
  const where: SQL[] = [];
  if (search) where.push(or(ilike(ideas.title, likePattern(search)), ilike(ideas.description, likePattern(search)))!);
  if (priority !== 'all') where.push(eq(ideas.priority, priority));
  if (tag?.length) {
    const tagged = sql`exists (select 1 from ${ideaTags} it join ${tags} t on t.id = it.tag_id
      where it.idea_id = ${OUTER_IDEA_ID} and t.name in (${sql.join(tag.map((name) => sql`${name}`), sql`, `)}))`;
    where.push(or(inArray(ideas.category, tag), tagged)!);
  }
  if (cursor) {
    const { at, id } = decodeCursor(cursor);
    where.push(sql`(${ideas.createdAt}, ${ideas.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return where;
}

/** Who may see an idea on the board: its owner, everyone if community-shared, and live shares' recipients. */
function visibleTo(viewer: Viewer): SQL {
  if (!viewer) return eq(ideas.isCommunityShared, true);
  const sharedWithViewer = sql`exists (select 1 from ${ideaShares} s where ${liveShareTo(viewer.userId)})`;
  return or(eq(ideas.userId, viewer.userId), eq(ideas.isCommunityShared, true), sharedWithViewer)!;
}

/**
 * A page of the board, newest first: the signed-in viewer's own ideas, community ideas and ideas shared with
 * them (visitors: community ideas), searched and filtered. Three round trips whatever the page size.
 */
export async function listBoard(db: Db, viewer: Viewer, query: BoardQuery): Promise<BoardPage> {
  const rows = await db
    .select({
      idea: ideas,
      cursorAt: sql<string>`${ideas.createdAt}::text`,
      grants: viewer ? liveSharesJson(viewer.userId) : sql<RawGrant[]>`'[]'::json`,
      authorName: profiles.fullName,
      authorEmail: profiles.email,
      authorAvatar: profiles.avatarUrl,
    })
    .from(ideas)
    .leftJoin(profiles, eq(profiles.id, ideas.userId))
    .where(and(visibleTo(viewer), ...filters(query)))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.idea.id }) : null;
  // The where clause only narrows the search; the access module decides what the viewer sees.
  const visible = page.map((row) => ({ ...row, access: accessTo(viewer, row.idea, row.grants) })).filter((row) => row.access.canView);
  const views = await toViews(db, visible);
  return { ideas: views, nextCursor };
}

/** Rows by key, in their order (one pass, not one scan per idea). */
function groupBy<Row>(rows: Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

type Loaded = {
  idea: IdeaRow;
  access: Access;
  authorName: string | null;
  authorEmail: string | null;
  authorAvatar: string | null;
};

/** Adds tags and the newest comments (two queries for any number of ideas) and shapes each idea for its viewer. */
export async function toViews(db: Db, loaded: Loaded[]): Promise<IdeaView[]> {
  const ids = loaded.map(({ idea }) => idea.id);
  if (ids.length === 0) return [];
  const [tagRows, commentRows] = await Promise.all([
    db
      .select({ ideaId: ideaTags.ideaId, name: tags.name })
      .from(ideaTags)
      .innerJoin(tags, eq(tags.id, ideaTags.tagId))
      .where(inArray(ideaTags.ideaId, ids))
      .orderBy(asc(tags.name)),
    db.execute(sql`
      select id, idea_id as "ideaId", content, created_at as "createdAt", author, total from (
        select c.id, c.idea_id, c.content, c.created_at, coalesce(nullif(p.full_name, ''), p.email, 'Anonymous') as author,
          row_number() over (partition by c.idea_id order by c.created_at desc, c.id desc) as position,
          count(*) over (partition by c.idea_id) as total
        from ${ideaComments} c left join ${profiles} p on p.id = c.user_id
        where c.idea_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
      ) newest where position <= ${BOARD_COMMENTS} order by created_at desc, id desc`),
  ]);
  type CommentRow = { id: string; ideaId: string; content: string; createdAt: string | Date; author: string; total: string | number };
  const commentsByIdea = groupBy((commentRows as unknown as { rows: CommentRow[] }).rows, (comment) => comment.ideaId);
  const tagsByIdea = groupBy(tagRows, (tag) => tag.ideaId);

  return loaded.map(({ idea, access, authorName, authorEmail, authorAvatar }) => {
    const own = commentsByIdea.get(idea.id) ?? [];
    const isOwner = access.sourceType === 'personal';
    return {
      id: idea.id,
      title: idea.title,
      description: idea.description,
      category: idea.category,
      priority: idea.priority,
      ideaScore: idea.ideaScore,
      whyNow: idea.whyNow,
      costToValidate: idea.costToValidate,
      efforts: idea.efforts,
      validationGtm: idea.validationGtm,
      isPinned: isOwner && idea.isPinned,
      isCommunityShared: idea.isCommunityShared,
      tags: (tagsByIdea.get(idea.id) ?? []).map((tag) => tag.name),
      comments: own.map((comment) => ({
        id: comment.id,
        text: comment.content,
        createdAt: new Date(comment.createdAt).toISOString(),
        author: comment.author,
      })),
      commentCount: Number(own[0]?.total ?? 0),
      createdAt: idea.createdAt.toISOString(),
      sourceType: access.sourceType!,
      accessType: access.accessType!,
      author: authorName?.trim() || authorEmail || 'Anonymous',
      authorAvatar,
      permissions: {
        canComment: access.canComment,
        canEdit: access.canEdit,
        canShare: access.canShare,
        canPin: access.canPin,
        canDelete: access.canDelete,
      },
    };
  });
}
