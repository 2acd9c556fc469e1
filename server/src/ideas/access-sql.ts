import { eq, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ideaShares, ideas } from '../db/schema';

/*
 * The access module's rules (core/ideas/access.ts) in SQL, for queries that must narrow rows in the database.
 * Core cannot build SQL (it imports no Drizzle), so the SQL forms live here, each beside the rule it restates,
 * and access-sql.test.ts proves each agrees with the TypeScript rule on every case the authorization matrix
 * enumerates. Change a rule in core, and its SQL form here, together.
 */

/**
 * The outer query's idea, named in full: Drizzle leaves columns unqualified in a one-table select, where a
 * bare "id" inside a subquery would mean the subquery's own table.
 */
export const OUTER_IDEA_ID = sql.raw('"ideas"."id"');

/** A share's columns as a query names them: the idea_shares table's, or those of an alias of it. */
export type ShareColumns = { revokedAt: SQLWrapper; expiresAt: SQLWrapper };

/** The database's clock; the agreement test passes a fixed time instead. */
const DATABASE_NOW = sql`now()`;

/** isLiveShare's SQL form (the live-share rule): not revoked, and not expired at `now`. */
export const liveShareSql = (share: ShareColumns, now: SQLWrapper = DATABASE_NOW) =>
  sql`(${share.revokedAt} is null and (${share.expiresAt} is null or ${share.expiresAt} > ${now}))`;

/** idea_shares as subqueries read it, aliased `s`. */
const SUBQUERY_SHARE: ShareColumns = { revokedAt: sql.raw('s.revoked_at'), expiresAt: sql.raw('s.expires_at') };

/** A live share of the outer idea to this user, as the condition of a subquery on idea_shares `s`. */
export const liveShareTo = (userId: string | Placeholder, now: SQLWrapper = DATABASE_NOW) =>
  sql`s.idea_id = ${OUTER_IDEA_ID} and s.shared_with = ${userId} and ${liveShareSql(SUBQUERY_SHARE, now)}`;

/**
 * resolveAccess(…).canView's SQL form when no link is presented (the board): the viewer's own ideas,
 * community ideas, and ideas with a live share to the viewer; a visitor sees community ideas.
 */
export function canViewSql(viewerId: string | Placeholder | null, now: SQLWrapper = DATABASE_NOW): SQL {
  if (!viewerId) return eq(ideas.isCommunityShared, true);
  const sharedWithViewer = sql`exists (select 1 from ${ideaShares} s where ${liveShareTo(viewerId, now)})`;
  return or(eq(ideas.userId, viewerId), eq(ideas.isCommunityShared, true), sharedWithViewer)!;
}
