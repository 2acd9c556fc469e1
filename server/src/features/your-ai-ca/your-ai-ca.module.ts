import {
  complianceSettingsInputSchema,
  fileFilingInputSchema,
  filingInputSchema,
  paymentInputSchema,
  updateFilingInputSchema,
} from '@core/tools/your-ai-ca/compliance-contracts';
import type { FuzzValues } from '../../fuzz/fuzz-route';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { filingDueKind } from './mail/filing-due-kind';
import { yourAiCaData } from './your-ai-ca-data';
import { complianceFilings, compliancePayments } from './your-ai-ca.tables';
import { filingRemindersJob } from './filing-reminders';
import { yourAiCaRoutes } from './your-ai-ca.routes';

/** Dates and months as the calendar takes them, real and not, and amounts with and without cents. */
const CALENDAR_FIELDS: Record<string, FuzzValues> = {
  period: 'month',
  dueDate: 'isoDay',
  filedOn: 'isoDay',
  paidOn: 'isoDay',
  amount: 'amount',
};

/** Your AI CA's compliance calendar and payments (ADR 0050). */
export const yourAiCaModule = defineServerToolModule({
  id: 'your-ai-ca',
  routes: {
    '/your-ai-ca': ({ db, readSession }) => yourAiCaRoutes(db, readSession),
  },
  jobs: ({ db, notifier }) => [filingRemindersJob(db, notifier)],
  data: yourAiCaData,
  notificationKinds: [filingDueKind],
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/your-ai-ca' },
      { method: 'POST', route: '/api/your-ai-ca/calendar' },
      { method: 'POST', route: '/api/your-ai-ca/filings', body: filingInputSchema, fields: CALENDAR_FIELDS },
      {
        method: 'PATCH',
        route: '/api/your-ai-ca/filings/:id',
        params: { id: 'filing' },
        body: updateFilingInputSchema,
        fields: CALENDAR_FIELDS,
      },
      { method: 'DELETE', route: '/api/your-ai-ca/filings/:id', params: { id: 'filing' } },
      {
        method: 'POST',
        route: '/api/your-ai-ca/filings/:id/file',
        params: { id: 'filing' },
        body: fileFilingInputSchema,
        fields: CALENDAR_FIELDS,
      },
      { method: 'POST', route: '/api/your-ai-ca/payments', body: paymentInputSchema, fields: CALENDAR_FIELDS },
      {
        method: 'PUT',
        route: '/api/your-ai-ca/payments/:id',
        params: { id: 'payment' },
        body: paymentInputSchema,
        fields: CALENDAR_FIELDS,
      },
      { method: 'DELETE', route: '/api/your-ai-ca/payments/:id', params: { id: 'payment' } },
      { method: 'PUT', route: '/api/your-ai-ca/settings', body: complianceSettingsInputSchema },
    ],
    // Its filings and payments in an import file.
    importFields: CALENDAR_FIELDS,
    tables: [complianceFilings, compliancePayments],
  },
});
