import { BOARD_COMMENTS, type IdeaComment } from '@core/ideas/idea-contracts';
import { ANONYMOUS, DELETED_USER } from '@core/user/display-name';
import { sql } from 'drizzle-orm';
import { isoTime, jsonArray, jsonObject, literal } from '../db/json-sql';
import { ideaComments, profiles } from '../db/schema';
import { OUTER_IDEA_ID } from './access-sql';

/** A comment row as the comment queries select it: `c` is idea_comments, `p` its author's profile. */
export type CommentRow = { id: string; content: string; createdAt: string | Date; author: string };

/**
 * A comment's author by name, else 'Anonymous' — never their e-mail address, which anyone reading a public idea
 * would see — and 'Deleted user' once they deleted their account.
 */
const COMMENT_AUTHOR = sql`case when c.user_id is null then ${literal(DELETED_USER)} else coalesce(nullif(trim(p.full_name), ''), ${literal(ANONYMOUS)}) end`;

/** The columns every comment query selects. */
export const COMMENT_COLUMNS = sql`c.id, c.content, c.created_at as "createdAt", ${COMMENT_AUTHOR} as author`;
export const COMMENTS_WITH_AUTHORS = sql`${ideaComments} c left join ${profiles} p on p.id = c.user_id`;

/**
 * The outer idea's newest comments (BOARD_COMMENTS of them), newest first, as JSON of IdeaComment: toComment's
 * keys and formats, so that JSON.stringify would write the same text. The limit is in the text: as a value, it
 * would keep Postgres from planning a prepared statement once.
 */
export const NEWEST_COMMENTS_JSON = jsonArray(sql`
  select ${jsonObject({ id: sql`c.id`, content: sql`c.content`, createdAt: isoTime(sql`c.created_at`), author: COMMENT_AUTHOR })}
  from ${COMMENTS_WITH_AUTHORS} where c.idea_id = ${OUTER_IDEA_ID}
  order by c.created_at desc, c.id desc limit ${sql.raw(String(BOARD_COMMENTS))}`);

export const toComment = (row: CommentRow): IdeaComment => ({
  id: row.id,
  content: row.content,
  createdAt: new Date(row.createdAt).toISOString(),
  author: row.author,
});
