import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { checkInRemindersJob } from './check-in-reminders';
import { checkInReminderKind } from './mail/check-in-reminder-kind';

/**
 * The Founder Motivation Radar (ADR 0106): its check-in log is a tool document (the platform's routes serve it, the
 * account's export carries it); what it brings of its own is the optional weekly reminder.
 */
export const founderMotivationRadarModule = defineServerToolModule({
  id: 'founder-motivation-radar',
  routes: {},
  jobs: ({ db, notifier }) => [checkInRemindersJob(db, notifier)],
  notificationKinds: [checkInReminderKind],
});
