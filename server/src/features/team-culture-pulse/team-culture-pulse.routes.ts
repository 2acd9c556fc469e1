import { pulseAnswerInputSchema, pulseSurveyInputSchema } from '@core/tools/team-culture-pulse/pulse-survey';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { answerRound, readInvitation } from './pulse-answers.service';
import { surveyResults } from './pulse-results.service';
import {
  createSurvey,
  deleteSurvey,
  listSurveys,
  makeNewLink,
  openNextRound,
  updateSurvey,
} from './pulse-surveys.service';

type PulseEnv = AppEnv & { Variables: { user: SessionUser } };

/** /api/team-culture-pulse (ADR 0107), signed in only: the founder's surveys, their rounds, links and results. */
export function teamCulturePulseRoutes(db: Db, readSession: SessionReader) {
  const userId = (c: Context<PulseEnv>) => c.get('user').id;
  return new Hono<PulseEnv>()
    .use(requireUser(readSession))
    .get('/surveys', async (c) => c.json(await listSurveys(db, userId(c)), 200))
    .post('/surveys', validate('json', pulseSurveyInputSchema), async (c) =>
      c.json(await createSurvey(db, userId(c), c.req.valid('json')), 201),
    )
    .put('/surveys/:id', validate('json', pulseSurveyInputSchema), async (c) =>
      c.json(await updateSurvey(db, userId(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/surveys/:id', async (c) => {
      await deleteSurvey(db, userId(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/surveys/:id/rounds', async (c) => c.json(await openNextRound(db, userId(c), c.req.param('id')), 201))
    .post('/surveys/:id/link', async (c) => c.json(await makeNewLink(db, userId(c), c.req.param('id')), 201))
    .get('/surveys/:id/results', async (c) => c.json(await surveyResults(db, userId(c), c.req.param('id')), 200));
}

/** The cookie that marks a browser as having answered a round: its name is all it says (no identity is in it). */
const answeredCookie = (roundId: string) => `pulse_${roundId}`;
const COOKIE_PATH = '/api/pulse';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * /api/pulse/{token}: anyone holding a survey's anonymous link, no account needed — what the open round asks, and
 * one answer per browser (an HttpOnly cookie per round, set on answering; ADR 0107).
 */
export function pulseLinkRoutes(db: Db, appUrl: string) {
  const answeredHere = (c: Context) => (roundId: string) => getCookie(c, answeredCookie(roundId)) !== undefined;
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      const { roundId: _roundId, ...invitation } = await readInvitation(db, c.req.param('token'), answeredHere(c));
      return c.json(invitation, 200);
    })
    .post('/:token/answers', validate('json', pulseAnswerInputSchema), async (c) => {
      const { roundId } = await answerRound(db, c.req.param('token'), c.req.valid('json'), answeredHere(c));
      setCookie(c, answeredCookie(roundId), '1', {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'Lax',
        secure: appUrl.startsWith('https:'),
        maxAge: YEAR_SECONDS,
      });
      return c.json({ answered: true as const }, 201);
    });
}
