import { say } from '@core/i18n/say';
import { watchedPageInputSchema } from '@core/tools/competitor-tracker/watched-pages';
import { Hono, type Context } from 'hono';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { AppEnv } from '../../http/app-env';
import { perUserLimit } from '../../http/per-user-limit';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import {
  checkPageNow,
  editWatchedPage,
  listWatchedPages,
  unwatchPage,
  watchPage,
  type PageWatcher,
} from './watched-pages.service';

/** How many pages one user may add or check a minute, all pages together: each reads a site. */
export const PAGE_READS_PER_MINUTE = 20;

type WatcherEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * /api/competitor-tracker/pages: the signed-in user's watched pages (ADR 0109) — list, watch (read at once), edit,
 * unwatch, check now — and nobody else's (another user's is a 404). The daily check is a job (page-check-job.ts).
 */
export function competitorTrackerRoutes(watcher: PageWatcher, readSession: SessionReader) {
  const limitReads = perUserLimit(PAGE_READS_PER_MINUTE, () =>
    say(
      {
        id: 'server.competitorTracker.tooManyReads',
        defaultMessage: 'You can add or check up to {max} pages a minute. Please wait a moment and try again.',
      },
      { max: PAGE_READS_PER_MINUTE },
    ),
  );
  const userId = (c: Context<WatcherEnv>) => c.get('user').id;
  return new Hono<WatcherEnv>()
    .use(requireUser(readSession))
    .get('/pages', async (c) => c.json({ pages: await listWatchedPages(watcher.db, userId(c)) }, 200))
    .post('/pages', validate('json', watchedPageInputSchema), limitReads, async (c) =>
      c.json(await watchPage(watcher, userId(c), c.req.valid('json')), 201),
    )
    .put('/pages/:id', validate('json', watchedPageInputSchema), async (c) =>
      c.json(await editWatchedPage(watcher, userId(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/pages/:id', async (c) => {
      await unwatchPage(watcher.db, userId(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/pages/:id/check', limitReads, async (c) =>
      c.json(await checkPageNow(watcher, userId(c), c.req.param('id')), 200),
    );
}
