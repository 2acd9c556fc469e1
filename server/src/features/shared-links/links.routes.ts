import { LINK_KEY_HEADER, unlockLinkInputSchema } from '@core/ideas/share-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import { requireSignedIn, signedIn, withViewer, type ViewerEnv } from '../../http/require-user';
import { validate } from '../../http/validate';
import { claimLink, getLinkInfo, readLinkedContent, readLinkedIdea, unlockLink, type LinksDeps } from './links.service';

/** /api/links/{token}: what a public link shares; its password; then the idea, read-only. */
export function linksRoutes(deps: LinksDeps, readSession: SessionReader) {
  const { db, secret } = deps;
  return new Hono<ViewerEnv>()
    .use(withViewer(readSession))
    .get('/:token', async (c) => c.json(await getLinkInfo(db, c.req.param('token')), 200))
    .post('/:token/unlock', validate('json', unlockLinkInputSchema), async (c) =>
      c.json(await unlockLink(db, secret, c.req.param('token'), c.req.valid('json').password), 200),
    )
    .post('/:token/claim', requireSignedIn, async (c) =>
      c.json(await claimLink(db, secret, signedIn(c), c.req.param('token'), c.req.header(LINK_KEY_HEADER)), 200),
    )
    .get('/:token/idea', async (c) =>
      c.json(await readLinkedIdea(deps, c.get('viewer'), c.req.param('token'), c.req.header(LINK_KEY_HEADER)), 200),
    )
    .get('/:token/pages/:pageId/content', async (c) =>
      c.json(
        await readLinkedContent(
          deps,
          c.get('viewer'),
          c.req.param('token'),
          c.req.header(LINK_KEY_HEADER),
          c.req.param('pageId'),
        ),
        200,
      ),
    );
}
