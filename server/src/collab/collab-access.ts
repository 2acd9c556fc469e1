import { parseCollabLinkToken, type CollabPage } from '@core/idea-page/collab-document';
import { canSeePage, type Access } from '@core/ideas/access';
import type { SessionReader } from '../auth/session-reader';
import type { Db } from '../db/client';
import { inArray } from 'drizzle-orm';
import { ideas } from '../db/schema';
import { accessTo, grantsOf, type Viewer } from '../ideas/idea-access';
import { notFoundError } from '../lib/not-found';

/** A public link's access (the shared-links feature's, composed in server.ts): the idea it shares, and what it allows. */
export type LinkAccessReader = (
  viewer: Viewer,
  token: string,
  key: string,
) => Promise<{ ideaId: string; access: Access }>;

export type CollabAccessDeps = { db: Db; readSession: SessionReader; linkAccess: LinkAccessReader };

/** What a socket presents: the cookies of its upgrade request, and the token its provider sends for each document. */
export type CollabCredentials = { cookie: string | undefined; token: string };

export type CollabGrant = { readOnly: boolean; user: { id: string; name: string } | null };

/**
 * Whether a socket may open a page's document, by the access module alone (ADR 0113): a link token is a public link's
 * (read-only, its page scope), anything else is the session's access to the idea; a page outside the grant, an idea the
 * viewer may not see, a token that is neither, all throw. Edit access writes; view and comment access read.
 */
export async function collabAccess(
  deps: CollabAccessDeps,
  page: CollabPage,
  credentials: CollabCredentials,
): Promise<CollabGrant> {
  const [grant] = await collabAccessAll(deps, [page], credentials);
  if (!grant) throw notFoundError('Idea');
  return grant;
}

/**
 * Whether a socket may open each of `pages`, decided together for one socket's credentials (collabAccess for one,
 * the recheck of open connections for all it holds): the session read once, and the
 * ideas' access in one query (or the link's once) — what the recheck of open connections costs per round. Each page's
 * grant, in the order asked; null for a page the credentials no longer open.
 */
export async function collabAccessAll(
  { db, readSession, linkAccess }: CollabAccessDeps,
  pages: CollabPage[],
  { cookie, token }: CollabCredentials,
): Promise<(CollabGrant | null)[]> {
  const user = await readSession(new Headers(cookie ? { cookie } : {}));
  const viewer: Viewer = user ? { userId: user.id } : null;
  const shown = user ? { id: user.id, name: user.name } : null;
  const link = parseCollabLinkToken(token);
  const accessOf = new Map<string, Access>();
  if (link) {
    const linked = await linkAccess(viewer, link.link, link.key).catch(() => null);
    if (linked) accessOf.set(linked.ideaId, linked.access);
  } else if (token === '') {
    const ideaIds = [...new Set(pages.map((page) => page.ideaId))];
    const rows = await db
      .select({ idea: ideas, grants: grantsOf(viewer?.userId ?? null) })
      .from(ideas)
      .where(inArray(ideas.id, ideaIds));
    for (const row of rows) accessOf.set(row.idea.id, accessTo(viewer, row.idea, row.grants));
  }
  return pages.map((page) => {
    const access = accessOf.get(page.ideaId);
    return access && canSeePage(access, page.pageId) ? { readOnly: !access.canEdit, user: shown } : null;
  });
}
