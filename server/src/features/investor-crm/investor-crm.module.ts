import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { investorNextStepKind } from './mail/next-step-kind';
import { nextStepRemindersJob } from './next-step-reminders';

/**
 * The Investor CRM (ADR 0097): its pipelines are tool documents (the platform's routes serve them); what it brings
 * of its own is the reminder of each next step on its day.
 */
export const investorCrmModule = defineServerToolModule({
  id: 'investor-crm',
  routes: {},
  jobs: ({ db, notifier }) => [nextStepRemindersJob(db, notifier)],
  notificationKinds: [investorNextStepKind],
});
