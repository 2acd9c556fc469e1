import {
  complianceSettingsInputSchema,
  fileFilingInputSchema,
  filingInputSchema,
  paymentInputSchema,
  updateFilingInputSchema,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { companyProfileInputSchema } from '@core/tools/your-ai-ca/company-profile';
import { DELHI_PRIVATE } from '@core/tools/your-ai-ca/company-profile-fixtures';
import type { FuzzValues } from '../../fuzz/fuzz-route';
import { nextFilingsFigure } from '@core/tools/your-ai-ca/your-ai-ca-tile';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { listFilings } from './filings.service';
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
  incorporatedOn: 'isoDay',
  auditorAppointedOn: 'isoDay',
  directorDetailsChangedOn: 'isoDay',
  lastBoardMeetingOn: 'isoDay',
  agmHeldOn: 'isoDay',
};

/** Your AI CA's compliance calendar, payments and the company's answers (ADR 0050, 0079). */
export const yourAiCaModule = defineServerToolModule({
  id: 'your-ai-ca',
  routes: {
    '/your-ai-ca': ({ db, readSession }) => yourAiCaRoutes(db, readSession),
  },
  // The Custom Dashboard's tile (ADR 0111): the filings as the tool lists them on the day.
  dashboardTile: async (db, userId, today) => nextFilingsFigure(await listFilings({ db, userId, today })),
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
      { method: 'PUT', route: '/api/your-ai-ca/profile', body: companyProfileInputSchema, fields: CALENDAR_FIELDS },
    ],
    // Its filings and payments in an import file.
    importFields: CALENDAR_FIELDS,
    // The company's answers, the Indian calendar they bring, a one-off filing of the owner's own, and a payment.
    seed: async ({ send }) => {
      await send('/api/your-ai-ca/profile', DELHI_PRIVATE, 'PUT');
      const calendar = (await send<{ added: { id: string }[] }>('/api/your-ai-ca/calendar', {})).added;
      const oneOff = await send<{ id: string }>('/api/your-ai-ca/filings', {
        type: 'Name change',
        period: '2026-11',
        dueDate: '2026-12-01',
        recurrence: 'once',
      });
      const payment = await send<{ id: string }>('/api/your-ai-ca/payments', {
        description: 'GST for October',
        amount: 38500,
        paidOn: '2026-11-20',
        status: 'completed',
      });
      return { filing: [calendar[0]!.id, calendar.at(-1)!.id, oneOff.id], payment: [payment.id] };
    },
    tables: [complianceFilings, compliancePayments],
    // The daily filing reminders stamp a filing whose reminder went out.
    stampedColumns: [complianceFilings.remindedAt],
  },
});
