import type { CommentPage, commentsQuerySchema, IdeaComment } from '@core/ideas/idea-contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ideaComments, profiles } from '../../db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { loadIdeaWithAccess, type Viewer } from './idea-access';

type CommentsQuery = z.output<typeof commentsQuerySchema>;

/** A comment row as the comment queries select it: `c` is idea_comments, `p` its author's profile. */
export type CommentRow = { id: string; content: string; createdAt: string | Date; author: string };

/** The columns every comment query selects; the author by name, else 'Anonymous' — never their e-mail address, which anyone reading a public idea would see. */
export const COMMENT_COLUMNS = sql`c.id, c.content, c.created_at as "createdAt", coalesce(nullif(trim(p.full_name), ''), 'Anonymous') as author`;
export const COMMENTS_WITH_AUTHORS = sql`${ideaComments} c left join ${profiles} p on p.id = c.user_id`;

export const toComment = (row: CommentRow): IdeaComment => ({
  id: row.id,
  content: row.content,
  createdAt: new Date(row.createdAt).toISOString(),
  author: row.author,
});

/** An idea's comments, newest first, a page after `cursor` (404 when the viewer may not see the idea). */
export async function listComments(db: Db, viewer: Viewer, ideaId: string, { cursor, limit }: CommentsQuery): Promise<CommentPage> {
  await loadIdeaWithAccess(db, viewer, ideaId);
  const after = cursor ? decodeCursor(cursor) : null;
  const result = await db.execute(sql`
    select ${COMMENT_COLUMNS}, c.created_at::text as "cursorAt" from ${COMMENTS_WITH_AUTHORS}
    where c.idea_id = ${ideaId}::uuid ${after ? sql`and (c.created_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by c.created_at desc, c.id desc limit ${limit + 1}`);
  const rows = (result as unknown as { rows: (CommentRow & { cursorAt: string })[] }).rows;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    comments: page.map(toComment),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
