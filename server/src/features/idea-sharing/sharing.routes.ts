import { shareInputSchema } from '@core/ideas/share-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import { requireSignedIn, signedIn, withViewer, type ViewerEnv } from '../../http/require-user';
import { validate } from '../../http/validate';
import { listIdeaAccess, revokeShare, shareIdeas, stopCommunitySharing, type SharingDeps } from './sharing.service';

/** /api/ideas/{id}/… (mounted behind withViewer): the owner's 'Manage access'. */
export function ideaAccessRoutes({ db }: Pick<SharingDeps, 'db'>) {
  return new Hono<ViewerEnv>()
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
export function sharesRoutes(deps: SharingDeps, readSession: SessionReader) {
  return new Hono<ViewerEnv>()
    .use(withViewer(readSession))
    .post('/', requireSignedIn, validate('json', shareInputSchema), async (c) =>
      c.json(await shareIdeas(deps, signedIn(c), c.req.valid('json')), 201),
    );
}
