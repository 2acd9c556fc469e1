import type { AccessType } from '@core/ideas/access';
import { eq, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ownedBy } from '../db/owned-by';
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
 * When the board a viewer sees without a link next changes by time alone: the first expiry of a live share to them
 * (text, as Postgres prints it), null when none will expire — what a page kept in memory holds until (ADR 0039).
 */
export const nextLiveShareExpiry = (viewerId: Placeholder | null): SQL<string | null> =>
  viewerId
    ? sql<
        string | null
      >`(select min(s.expires_at)::text from ${ideaShares} s where s.shared_with = ${viewerId} and ${liveShareSql(SUBQUERY_SHARE)})`
    : sql<string | null>`null::text`;

/**
 * resolveAccess(…).canView's SQL form when no link is presented (the board): the viewer's own ideas,
 * community ideas, and ideas with a live share to the viewer; a visitor sees community ideas.
 */
export function canViewSql(viewerId: string | Placeholder | null, now: SQLWrapper = DATABASE_NOW): SQL {
  if (!viewerId) return eq(ideas.isCommunityShared, true);
  const sharedWithViewer = sql`exists (select 1 from ${ideaShares} s where ${liveShareTo(viewerId, now)})`;
  return or(ownedBy(ideas, viewerId), eq(ideas.isCommunityShared, true), sharedWithViewer)!;
}

/** The access types weakest first, as RANK in core ranks them: an access type's strength is its place here. */
const ACCESS_TYPES: readonly AccessType[] = ['view', 'comment', 'edit'];
const ACCESS_TYPE_ARRAY = sql.raw(`array[${ACCESS_TYPES.map((type) => `'${type}'`).join(', ')}]`);
const rankOf = (type: AccessType) => sql.raw(String(ACCESS_TYPES.indexOf(type) + 1));

/**
 * resolveAccess(…)'s answer when no link is presented (the board), as a subquery of one row for the outer idea:
 * source_type, access_type, can_comment, can_edit, can_share, can_pin and can_delete — nulls and falses when the
 * viewer may not see it. The owner: personal, edit, and alone may share, pin and delete. Anyone else: the
 * stronger of their strongest live share and the idea's community sharing (comment), the share on a tie; and
 * a visitor, who may not comment or edit, at most view.
 */
export function accessSql(viewerId: string | Placeholder | null, now: SQLWrapper = DATABASE_NOW): SQL {
  const isOwner = viewerId ? sql`${ideas.userId} = ${viewerId}` : sql`false`;
  const shareRank = viewerId
    ? sql`(select max(array_position(${ACCESS_TYPE_ARRAY}, s.access_type)) from ${ideaShares} s where ${liveShareTo(viewerId, now)})`
    : sql`null::int`;
  const strongest = sql`greatest(r.share_rank, r.community_rank)`;
  const rank = viewerId ? strongest : sql`case when ${strongest} is not null then ${rankOf('view')} end`;
  return sql`select a.source_type, a.access_type,
      coalesce(a.access_type <> 'view', false) as can_comment, coalesce(a.access_type = 'edit', false) as can_edit,
      a.is_owner as can_share, a.is_owner as can_pin, a.is_owner as can_delete
    from (
      select r.is_owner,
        case when r.is_owner then 'personal' when r.share_rank >= coalesce(r.community_rank, 0) then 'shared'
          when r.community_rank is not null then 'community' end as source_type,
        case when r.is_owner then 'edit' else (${ACCESS_TYPE_ARRAY})[${rank}] end as access_type
      from (
        -- offset 0: a subquery of its own, so the share's rank is looked up once, not once per mention.
        select ${isOwner} as is_owner, ${shareRank} as share_rank,
          case when ${ideas.isCommunityShared} then ${rankOf('comment')} end as community_rank
        offset 0
      ) r
    ) a`;
}
