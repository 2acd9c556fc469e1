import { shareInputSchema, unlockLinkInputSchema, LINK_KEY_HEADER } from '@core/ideas/share-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import { withViewer } from '../../http/require-user';
import { validate } from '../../http/validate';
import { requireSignedIn, signedIn, type IdeasEnv } from './ideas-env';
import { claimLink, getLinkInfo, readLinkedContent, readLinkedIdea, unlockLink } from './links.service';
import { listIdeaAccess, revokeShare, shareIdeas, stopCommunitySharing, type SharingDeps } from './sharing.service';

export type SharingRouteDeps = SharingDeps & { secret: string };

/** /api/ideas/{id}/…: the owner's 'Manage access' (mounted under /api/ideas, after its viewer middleware). */
export function ideaAccessRoutes({ db }: SharingRouteDeps) {
  return new Hono<IdeasEnv>()
    .get('/:id/shares', async (c) => c.json(await listIdeaAccess(db, c.get('viewer'), c.req.param('id')), 200))
    .delete('/:id/shares/:shareId', requireSignedIn, async (c) => {
      await revokeShare(db, signedIn(c), c.req.param('id'), c.req.param('shareId'));
      return c.body(null, 204);
    })
    .delete('/:id/community', requireSignedIn, async (c) => {
      await stopCommunitySharing(db, signedIn(c), c.req.param('id'));
      return c.body(null, 204);
    });
}

/** /api/shares: share ideas with people, the community or a public link. */
export function sharesRoutes(deps: SharingRouteDeps, readSession: SessionReader) {
  return new Hono<IdeasEnv>()
    .use(withViewer(readSession))
    .post('/', requireSignedIn, validate('json', shareInputSchema), async (c) => c.json(await shareIdeas(deps, signedIn(c), c.req.valid('json')), 201));
}

/** /api/links/{token}: what a public link shares; its password; then the idea, read-only. */
export function linksRoutes({ db, secret }: SharingRouteDeps, readSession: SessionReader) {
  return new Hono<IdeasEnv>()
    .use(withViewer(readSession))
    .get('/:token', async (c) => c.json(await getLinkInfo(db, c.req.param('token')), 200))
    .post('/:token/unlock', validate('json', unlockLinkInputSchema), async (c) =>
      c.json(await unlockLink(db, secret, c.req.param('token'), c.req.valid('json').password), 200),
    )
    .post('/:token/claim', requireSignedIn, async (c) =>
      c.json(await claimLink(db, secret, signedIn(c), c.req.param('token'), c.req.header(LINK_KEY_HEADER)), 200),
    )
    .get('/:token/idea', async (c) => c.json(await readLinkedIdea(db, secret, c.get('viewer'), c.req.param('token'), c.req.header(LINK_KEY_HEADER)), 200))
    .get('/:token/pages/:pageId/content', async (c) =>
      c.json(await readLinkedContent(db, secret, c.get('viewer'), c.req.param('token'), c.req.header(LINK_KEY_HEADER), c.req.param('pageId')), 200),
    );
}
