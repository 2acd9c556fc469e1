import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { contactReconnectKind } from './mail/reconnect-kind';
import { reconnectRemindersJob } from './reconnect-reminders';

/**
 * The Personal CRM (ADR 0097): its contact lists are tool documents (the platform's routes serve them); what it brings
 * of its own is the reminder to reconnect when a contact's 'keep in touch every N days' comes round.
 */
export const personalCrmModule = defineServerToolModule({
  id: 'personal-crm',
  routes: {},
  jobs: ({ db, notifier }) => [reconnectRemindersJob(db, notifier)],
  notificationKinds: [contactReconnectKind],
});
