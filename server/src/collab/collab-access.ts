import { parseCollabLinkToken, type CollabPage } from '@core/idea-page/collab-document';
import type { Access } from '@core/ideas/access';
import type { SessionReader } from '../auth/session-reader';
import type { Db } from '../db/client';
import { loadIdeaWithAccess, requireVisiblePage, type Viewer } from '../ideas/idea-access';
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
  { db, readSession, linkAccess }: CollabAccessDeps,
  page: CollabPage,
  { cookie, token }: CollabCredentials,
): Promise<CollabGrant> {
  const user = await readSession(new Headers(cookie ? { cookie } : {}));
  const viewer: Viewer = user ? { userId: user.id } : null;
  const link = parseCollabLinkToken(token);
  if (!link && token !== '') throw notFoundError('Idea');
  let access: Access;
  if (link) {
    const linked = await linkAccess(viewer, link.link, link.key);
    if (linked.ideaId !== page.ideaId) throw notFoundError('Idea');
    access = linked.access;
  } else {
    access = (await loadIdeaWithAccess(db, viewer, page.ideaId)).access;
  }
  requireVisiblePage(access, page.pageId);
  return { readOnly: !access.canEdit, user: user ? { id: user.id, name: user.name } : null };
}
