import { advisorProfileInputSchema } from '@core/tools/advisors-directory/advisor-profile';
import { advisorSearchSchema } from '@core/tools/advisors-directory/advisor-search';
import { introAnswerInputSchema, introRequestInputSchema } from '@core/tools/advisors-directory/intro-requests';
import { Hono, type Context } from 'hono';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import type { Notifier } from '../../notifications/notifier';
import { getOwnProfile, publishProfile, withdrawProfile } from './advisor-profile.service';
import { searchAdvisors } from './advisor-search.service';
import { answerIntro, listIntros, sendIntro } from './intro-requests.service';

type DirectoryEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * /api/advisors-directory (ADR 0098), signed in only: the user's own advisor profile (publish, edit, withdraw), the
 * search of published advisors, and intro requests — sent from an advisor's card, answered by the advisor.
 */
export function advisorsDirectoryRoutes(db: Db, notifier: Notifier, readSession: SessionReader) {
  const userId = (c: Context<DirectoryEnv>) => c.get('user').id;
  return new Hono<DirectoryEnv>()
    .use(requireUser(readSession))
    .get('/profile', async (c) => c.json(await getOwnProfile(db, userId(c)), 200))
    .put('/profile', validate('json', advisorProfileInputSchema), async (c) =>
      c.json(await publishProfile(db, userId(c), c.req.valid('json')), 200),
    )
    .post('/profile/withdraw', async (c) => c.json(await withdrawProfile(db, userId(c)), 200))
    .get('/advisors', validate('query', advisorSearchSchema), async (c) =>
      c.json(await searchAdvisors(db, userId(c), c.req.valid('query')), 200),
    )
    .post('/advisors/:id/intros', validate('json', introRequestInputSchema), async (c) =>
      c.json(await sendIntro(db, notifier, userId(c), c.req.param('id'), c.req.valid('json').message), 201),
    )
    .get('/intros', async (c) => c.json(await listIntros(db, userId(c)), 200))
    .post('/intros/:id/answer', validate('json', introAnswerInputSchema), async (c) =>
      c.json(await answerIntro(db, notifier, userId(c), c.req.param('id'), c.req.valid('json').answer), 200),
    );
}
