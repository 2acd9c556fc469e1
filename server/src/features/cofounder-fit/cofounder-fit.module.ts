import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { assessmentAnsweredKind } from './mail/assessment-answered-kind';
import { assessmentInvitesRoutes, assessmentsRoutes } from './assessments.routes';

/** The Co-founder Fit Assessment: results kept, and a co-founder invited to answer the same questions. */
export const cofounderFitModule = defineServerToolModule({
  id: 'cofounder-fit',
  routes: {
    '/assessments': ({ db, mailer, appUrl, logger, readSession }) => assessmentsRoutes({ db, mailer, appUrl, logger }, readSession),
    '/assessment-invites': ({ db, notifier }) => assessmentInvitesRoutes(db, notifier),
  },
  notificationKinds: [assessmentAnsweredKind],
});
