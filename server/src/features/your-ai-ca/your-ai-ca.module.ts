import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { filingDueKind } from './mail/filing-due-kind';
import { yourAiCaData } from './your-ai-ca-data';
import { filingRemindersJob } from './filing-reminders';
import { yourAiCaRoutes } from './your-ai-ca.routes';

/** Your AI CA's compliance calendar and payments (ADR 0050). */
export const yourAiCaModule = defineServerToolModule({
  id: 'your-ai-ca',
  routes: {
    '/your-ai-ca': ({ db, readSession }) => yourAiCaRoutes(db, readSession),
  },
  jobs: ({ db, notifier }) => [filingRemindersJob(db, notifier)],
  data: yourAiCaData,
  notificationKinds: [filingDueKind],
});
