import {
  assessmentAnswersInputSchema,
  inviteCofounderInputSchema,
} from '@core/tools/cofounder-fit/assessment-contracts';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { assessmentAnsweredKind } from './mail/assessment-answered-kind';
import { assessmentInvitesRoutes, assessmentsRoutes } from './assessments.routes';
import { cofounderFitData } from './cofounder-fit-data';
import { assessmentInvites, assessmentResults } from './cofounder-fit.tables';

/** The Co-founder Fit Assessment: results kept, and a co-founder invited to answer the same questions. */
export const cofounderFitModule = defineServerToolModule({
  id: 'cofounder-fit',
  routes: {
    '/assessments': ({ db, mailer, appUrl, logger, readSession }) =>
      assessmentsRoutes({ db, mailer, appUrl, logger }, readSession),
    '/assessment-invites': ({ db, notifier }) => assessmentInvitesRoutes(db, notifier),
  },
  data: cofounderFitData,
  notificationKinds: [assessmentAnsweredKind],
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/assessments' },
      { method: 'POST', route: '/api/assessments', body: assessmentAnswersInputSchema },
      { method: 'GET', route: '/api/assessments/:id', params: { id: 'assessment' } },
      { method: 'DELETE', route: '/api/assessments/:id', params: { id: 'assessment' } },
      {
        method: 'POST',
        route: '/api/assessments/:id/invites',
        params: { id: 'assessment' },
        body: inviteCofounderInputSchema,
        fields: { email: 'email' },
      },
      // The invited co-founder answers by the mailed link, with or without an account.
      { method: 'GET', route: '/api/assessment-invites/:token', params: { token: 'inviteToken' }, access: 'link' },
      {
        method: 'POST',
        route: '/api/assessment-invites/:token/answers',
        params: { token: 'inviteToken' },
        body: assessmentAnswersInputSchema,
        access: 'link',
      },
      {
        method: 'GET',
        route: '/api/assessment-invites/:token/comparison',
        params: { token: 'inviteToken' },
        access: 'link',
      },
    ],
    // An assessment, and its invitation: the co-founder's token is the last part of the mailed link.
    seed: async ({ send, linkMailedTo }) => {
      const assessment = (await send<{ id: string }>('/api/assessments', { answers: Array<number>(10).fill(4) })).id;
      await send(`/api/assessments/${assessment}/invites`, { email: 'cofounder@example.com' });
      return { assessment: [assessment], inviteToken: [linkMailedTo('cofounder@example.com').split('/').at(-1)!] };
    },
    tables: [assessmentResults, assessmentInvites],
  },
});
