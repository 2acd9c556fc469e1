import type { CommentPage, commentsQuerySchema } from '@core/ideas/idea-contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { COMMENT_COLUMNS, COMMENTS_WITH_AUTHORS, toComment, type CommentRow } from '../../ideas/comment-query';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { loadIdeaWithAccess, type Viewer } from '../../ideas/idea-access';

type CommentsQuery = z.output<typeof commentsQuerySchema>;

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
