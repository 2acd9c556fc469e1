import { canSeePage, MAIN_PAGE_ID, resolveAccess, type Access, type ShareGrant } from '@core/ideas/access';
import { say } from '@core/i18n/say';
import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ideaShares, ideas } from '../db/schema';
import type { Viewer } from '../http/require-user';
import { AppError } from '../lib/errors';
import { itemId, notFoundError } from '../lib/not-found';
import { liveShareSql, liveShareTo } from './access-sql';

export type { Viewer };

export type IdeaRow = typeof ideas.$inferSelect;

/** The viewer's live shares of the outer idea, as JSON grants for the access module. */
export const liveSharesJson = (userId: string | Placeholder) => sql<RawGrant[]>`coalesce((
  select json_agg(json_build_object(
    'accessType', s.access_type, 'expiresAt', s.expires_at, 'revokedAt', s.revoked_at, 'sharedPages', s.shared_pages))
  from ${ideaShares} s where ${liveShareTo(userId)}
), '[]'::json)`;

export type RawGrant = {
  accessType: ShareGrant['accessType'];
  expiresAt: string | null;
  revokedAt: string | null;
  sharedPages: string[] | null;
};

export const toGrant = (raw: RawGrant): ShareGrant => ({
  accessType: raw.accessType,
  expiresAt: raw.expiresAt ? new Date(raw.expiresAt) : null,
  revokedAt: raw.revokedAt ? new Date(raw.revokedAt) : null,
  sharedPages: raw.sharedPages,
});

/** The viewer's grants of an idea as a column of a select from ideas (none for a visitor). */
export const grantsOf = (viewerId: string | Placeholder | null) =>
  viewerId ? liveSharesJson(viewerId) : sql<RawGrant[]>`'[]'::json`;

/** The access module applied to one idea row and the viewer's shares of it. */
export const accessTo = (
  viewer: Viewer,
  idea: Pick<IdeaRow, 'userId' | 'isCommunityShared'>,
  grants: RawGrant[],
): Access => resolveAccess({ viewer, idea, shares: grants.map(toGrant), now: new Date() });

/** An id that can name an idea; anything else names none (404) and must not reach Postgres as a UUID. */
export const requireIdeaId = (ideaId: string): string => itemId(ideaId, 'Idea');

/** What the viewer may do with an idea row they asked for; an idea they may not see does not exist (404). */
export function visibleAccess(viewer: Viewer, row: { idea: IdeaRow; grants: RawGrant[] } | undefined): Access {
  const access = row ? accessTo(viewer, row.idea, row.grants) : undefined;
  if (!access?.canView) throw notFoundError('Idea');
  return access;
}

/** The idea and what the viewer may do with it (404 when they may not see it). */
export async function loadIdeaWithAccess(
  db: Db,
  viewer: Viewer,
  ideaId: string,
): Promise<{ idea: IdeaRow; access: Access }> {
  const [row] = await db
    .select({ idea: ideas, grants: grantsOf(viewer?.userId ?? null) })
    .from(ideas)
    .where(eq(ideas.id, requireIdeaId(ideaId)));
  const access = visibleAccess(viewer, row);
  return { idea: row!.idea, access };
}

/** Several ideas and what the viewer may do with each, in one query, in the order asked (404 for any they may not see). */
export async function loadIdeasWithAccess(
  db: Db,
  viewer: Viewer,
  ideaIds: string[],
): Promise<{ idea: IdeaRow; access: Access }[]> {
  const rows = await db
    .select({ idea: ideas, grants: grantsOf(viewer?.userId ?? null) })
    .from(ideas)
    .where(inArray(ideas.id, ideaIds.map(requireIdeaId)));
  return ideaIds.map((id) => {
    const row = rows.find((candidate) => candidate.idea.id === id);
    // Access first: an unknown id is a 404 (visibleAccess), not a TypeError on the missing row.
    const access = visibleAccess(viewer, row);
    return { idea: row!.idea, access };
  });
}

/**
 * What each of these signed-in users may do with an idea now, in two statements whatever their number: the idea's
 * owner and community sharing, and their live shares of it. Users who may not see it are left out; none when the
 * idea is gone.
 */
export async function accessOfUsers(db: Db, ideaId: string, userIds: string[]): Promise<Map<string, Access>> {
  const [idea] = await db
    .select({ userId: ideas.userId, isCommunityShared: ideas.isCommunityShared })
    .from(ideas)
    .where(eq(ideas.id, requireIdeaId(ideaId)));
  if (!idea || userIds.length === 0) return new Map();
  const shares = await db
    .select({
      sharedWith: ideaShares.sharedWith,
      accessType: ideaShares.accessType,
      expiresAt: ideaShares.expiresAt,
      revokedAt: ideaShares.revokedAt,
      sharedPages: ideaShares.sharedPages,
    })
    .from(ideaShares)
    .where(and(eq(ideaShares.ideaId, ideaId), inArray(ideaShares.sharedWith, userIds), liveShareSql(ideaShares)));
  const now = new Date();
  const decided = userIds.map((userId) => {
    const own = shares.filter((share) => share.sharedWith === userId);
    return [userId, resolveAccess({ viewer: { userId }, idea, shares: own, now })] as const;
  });
  return new Map(decided.filter(([, access]) => access.canView));
}

/** Refuses (403) what the viewer's access does not allow (its message said only then); they can see the idea, so it is no secret. */
export function requirePermission(
  access: Access,
  permission: 'canEdit' | 'canComment' | 'canPin' | 'canDelete' | 'canShare',
  message: () => string,
) {
  if (!access[permission]) throw new AppError('FORBIDDEN', message());
}

/** Refuses (404) a page the access does not show: for this viewer it does not exist. */
export function requireVisiblePage(access: Access, pageId: string) {
  if (!canSeePage(access, pageId)) throw notFoundError('Page');
}

/**
 * Refuses a change the viewer's access does not allow: no edit access (403); or a share of only some pages,
 * for the Main Content and everything on it — title, properties, widgets, the page tree — (403) or for a page
 * it does not cover (404: that page does not exist for them).
 */
export function requireEditAccess(access: Access, pageId: string = MAIN_PAGE_ID) {
  requirePermission(access, 'canEdit', () =>
    say({ id: 'server.ideas.cannotEdit', defaultMessage: 'You can view this idea but not edit it' }),
  );
  if (pageId === MAIN_PAGE_ID && !canSeePage(access, pageId))
    throw new AppError(
      'FORBIDDEN',
      say({ id: 'server.ideas.partialShare', defaultMessage: 'Your share covers only some pages of this idea' }),
    );
  requireVisiblePage(access, pageId);
}

/**
 * The access module's answer for a change to an idea's page: the idea must be visible (else 404) and editable
 * (else 403), and `pageId` (by default the Main Content) within the viewer's share.
 */
export async function requireEditable(db: Db, viewer: Viewer, ideaId: string, pageId?: string): Promise<void> {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requireEditAccess(access, pageId);
}
