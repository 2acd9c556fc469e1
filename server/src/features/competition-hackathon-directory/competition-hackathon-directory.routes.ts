import { trackDeadlineInputSchema } from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { Hono, type Context } from 'hono';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { listDeadlines, stopTracking, trackDeadline } from './competition-deadlines.service';

type DirectoryEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * /api/competition-hackathon-directory (ADR 0099), signed in only: the user's tracked deadlines, one per shipped entry
 * (`:entry`, its slug) — listed, tracked or changed (PUT), stopped (DELETE).
 */
export function competitionDirectoryRoutes(db: Db, readSession: SessionReader) {
  const userId = (c: Context<DirectoryEnv>) => c.get('user').id;
  return new Hono<DirectoryEnv>()
    .use(requireUser(readSession))
    .get('/deadlines', async (c) => c.json(await listDeadlines(db, userId(c), new Date()), 200))
    .put('/deadlines/:entry', validate('json', trackDeadlineInputSchema), async (c) =>
      c.json(await trackDeadline(db, userId(c), c.req.param('entry'), c.req.valid('json'), new Date()), 200),
    )
    .delete('/deadlines/:entry', async (c) => {
      await stopTracking(db, userId(c), c.req.param('entry'));
      return c.body(null, 204);
    });
}
