import {
  assessmentAnswersInputSchema,
  inviteCofounderInputSchema,
} from '@core/tools/cofounder-fit/assessment-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { deleteAssessment, getAssessment, listAssessments, saveAssessment } from './assessments.service';
import { answerInvite, getInviteComparison, getInviteInfo, inviteCofounder, type InviteDeps } from './invites.service';
import type { Notifier } from '../../notifications/notifier';

/** /api/assessments: the signed-in user's saved co-founder fit results and their invitations (nobody else's). */
export function assessmentsRoutes(deps: InviteDeps, readSession: SessionReader) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json(await listAssessments(db, c.get('user').id), 200))
    .post('/', validate('json', assessmentAnswersInputSchema), async (c) =>
      c.json(await saveAssessment(db, c.get('user').id, c.req.valid('json').answers), 201),
    )
    .get('/:id', async (c) => c.json(await getAssessment(db, c.get('user').id, c.req.param('id')), 200))
    .delete('/:id', async (c) => {
      await deleteAssessment(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/:id/invites', validate('json', inviteCofounderInputSchema), async (c) =>
      c.json(await inviteCofounder(deps, c.get('user'), c.req.param('id'), c.req.valid('json').email), 201),
    );
}

/** /api/assessment-invites/{token}: an invited co-founder, with no account, answers once and sees the comparison. */
export function assessmentInvitesRoutes(db: Db, notifier: Notifier) {
  return new Hono<AppEnv>()
    .get('/:token', async (c) => c.json(await getInviteInfo(db, c.req.param('token')), 200))
    .post('/:token/answers', validate('json', assessmentAnswersInputSchema), async (c) =>
      c.json(await answerInvite(db, notifier, c.req.param('token'), c.req.valid('json').answers), 201),
    )
    .get('/:token/comparison', async (c) => c.json(await getInviteComparison(db, c.req.param('token')), 200));
}
