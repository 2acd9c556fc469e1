import { say } from '@core/i18n/say';
import { trackDomainInputSchema } from '@core/tools/domain-tracker/tracked-domains';
import { Hono, type Context } from 'hono';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { AppEnv } from '../../http/app-env';
import { perUserLimit } from '../../http/per-user-limit';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { listTrackedDomains, recheckDomain, trackDomain, untrackDomain, type Tracker } from './domain-tracker.service';

/** How many tracks and re-checks one user may make a minute: each asks a registry. */
export const TRACKER_CHECKS_PER_MINUTE = 30;

type TrackerEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * /api/domain-tracker: the signed-in user's tracked domains (ADR 0055) — list, track (checked at once over RDAP),
 * re-check now, untrack — and nobody else's (another user's is a 404). The daily re-check is a job
 * (domain-recheck-job.ts).
 */
export function domainTrackerRoutes(tracker: Tracker, readSession: SessionReader) {
  const limitChecks = perUserLimit(TRACKER_CHECKS_PER_MINUTE, () =>
    say(
      {
        id: 'server.domainTracker.tooManyChecks',
        defaultMessage: 'You can check up to {max} tracked domains a minute. Please wait a moment and try again.',
      },
      { max: TRACKER_CHECKS_PER_MINUTE },
    ),
  );
  const userId = (c: Context<TrackerEnv>) => c.get('user').id;
  return new Hono<TrackerEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json({ domains: await listTrackedDomains(tracker.db, userId(c)) }, 200))
    .post('/', validate('json', trackDomainInputSchema), limitChecks, async (c) =>
      c.json(await trackDomain(tracker, userId(c), c.req.valid('json').name), 201),
    )
    .post('/:id/check', limitChecks, async (c) =>
      c.json(await recheckDomain(tracker, userId(c), c.req.param('id')), 200),
    )
    .delete('/:id', async (c) => {
      await untrackDomain(tracker.db, userId(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
