import type { IdeaComment } from '@core/ideas/idea-contracts';
import { ANONYMOUS, DELETED_USER } from '@core/user/display-name';
import { sql } from 'drizzle-orm';
import { ideaComments, profiles } from '../db/schema';

/** A constant text as an SQL literal. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** A comment row as the comment queries select it: `c` is idea_comments, `p` its author's profile. */
export type CommentRow = { id: string; content: string; createdAt: string | Date; author: string };

/**
 * The columns every comment query selects; the author by name, else 'Anonymous' — never their e-mail address,
 * which anyone reading a public idea would see — and 'Deleted user' once they deleted their account.
 */
export const COMMENT_COLUMNS = sql`c.id, c.content, c.created_at as "createdAt",
  case when c.user_id is null then ${literal(DELETED_USER)} else coalesce(nullif(trim(p.full_name), ''), ${literal(ANONYMOUS)}) end as author`;
export const COMMENTS_WITH_AUTHORS = sql`${ideaComments} c left join ${profiles} p on p.id = c.user_id`;

export const toComment = (row: CommentRow): IdeaComment => ({
  id: row.id,
  content: row.content,
  createdAt: new Date(row.createdAt).toISOString(),
  author: row.author,
});
