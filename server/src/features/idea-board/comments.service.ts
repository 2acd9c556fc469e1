import type { CommentPage, commentsQuerySchema } from '@core/ideas/idea-contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { COMMENT_COLUMNS, COMMENTS_WITH_AUTHORS, toComment, type CommentRow } from '../../ideas/comment-query';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { loadIdeaWithAccess, type Viewer } from '../../ideas/idea-access';

type CommentsQuery = z.output<typeof commentsQuerySchema>;

/** An idea's comments, newest first, a page after `cursor` (404 when the viewer may not see the idea). */
export async function listComments(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  { cursor, limit }: CommentsQuery,
): Promise<CommentPage> {
  await loadIdeaWithAccess(db, viewer, ideaId);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await rowsOf<CommentRow & { cursorAt: string }>(
    db,
    sql`
    select ${COMMENT_COLUMNS}, c.created_at::text as "cursorAt" from ${COMMENTS_WITH_AUTHORS}
    where c.idea_id = ${ideaId}::uuid ${after ? sql`and (c.created_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by c.created_at desc, c.id desc limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    comments: page.map(toComment),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
