import { nullableText, when } from '../../account/export-fields';
import { instant, listOf } from '../../account/import-fields';
import { say } from '../../i18n/say';
import { z } from '../../zod';
import { companyProfileInputSchema } from './company-profile';
import {
  COMPLIANCE_LIMITS,
  complianceSettingsInputSchema,
  fileFilingInputSchema,
  FILINGS_CAP_MESSAGE,
  filingInputSchema,
  paymentInputSchema,
  PAYMENTS_CAP_MESSAGE,
} from './compliance-contracts';
import { RULE_IDS } from './rule-ids';

/*
 * Your AI CA's part of the account file, `yourAiCa` (ADR 0050, 0079): the compliance calendar's filings (filed or not),
 * the payments, the reminder setting and the company's answers. The import reads each filing and payment by its form's
 * own contract (the filing's fields, 'File Now''s date, reference and amount, the payment form), the reminder setting
 * by the settings form, the answers by the answers' form.
 */

/** The calendar as the export writes it. */
export const yourAiCaExportSchema = z.object({
  settings: z.object({ reminderDays: z.number() }),
  /** What applies to the company, or null before it was answered. */
  profile: z.nullable(
    z.object({
      companyKind: z.string(),
      incorporatedOn: z.string(),
      state: z.string(),
      gstScheme: z.string(),
      gstTurnoverOver5Crore: z.boolean(),
      employees: z.boolean(),
      pf: z.boolean(),
      esi: z.boolean(),
      taxAudit: z.boolean(),
      msmeDues: z.boolean(),
      auditorAppointedOn: nullableText,
      directorDetailsChangedOn: nullableText,
      directorKycYear: z.nullable(z.number()),
      lastBoardMeetingOn: nullableText,
      agmHeldOn: nullableText,
      maharashtraPtMonthly: z.nullable(z.boolean()),
    }),
  ),
  filings: z.array(
    z.object({
      type: z.string(),
      /** The calendar rule it was added by, or null for the user's own. */
      ruleId: nullableText,
      period: z.string(),
      dueDate: z.string(),
      recurrence: z.string(),
      filedOn: nullableText,
      reference: nullableText,
      amount: z.nullable(z.number()),
      createdAt: when,
    }),
  ),
  payments: z.array(
    z.object({
      description: z.string(),
      amount: z.number(),
      currency: z.string(),
      paidOn: z.string(),
      status: z.string(),
      createdAt: when,
    }),
  ),
});
export type YourAiCaExport = z.infer<typeof yourAiCaExportSchema>;

const importedFiling = z.pipe(
  z.object({
    ...filingInputSchema.shape,
    ruleId: z._default(
      z.nullable(
        z.enum(RULE_IDS, say({ id: 'core.account.unknownCalendarRule', defaultMessage: 'Unknown calendar rule' })),
      ),
      null,
    ),
    filedOn: z._default(z.nullable(fileFilingInputSchema.shape.filedOn), null),
    reference: z._default(z.nullable(fileFilingInputSchema.shape.reference), null),
    amount: z._default(fileFilingInputSchema.shape.amount, null),
    createdAt: z.optional(instant),
  }),
  // Whether a calendar filing still follows its rule the import decides (compliance-rules' keepsRule), not the file's
  // contract: the rules' dates stay out of the account file's code every page loads.
  z.transform(({ reference, amount, ...filing }) => ({
    ...filing,
    reference: reference || null,
    amount: amount ?? null,
  })),
);
export type ImportedFiling = z.output<typeof importedFiling>;

const importedPayment = z.object({ ...paymentInputSchema.shape, createdAt: z.optional(instant) });
export type ImportedPayment = z.output<typeof importedPayment>;

/** The calendar's part of the file as the import reads it. */
export const importedYourAiCaSchema = z.object({
  settings: z.optional(complianceSettingsInputSchema),
  profile: z._default(z.nullable(companyProfileInputSchema), null),
  filings: listOf(importedFiling, COMPLIANCE_LIMITS.filingsPerUser, FILINGS_CAP_MESSAGE),
  payments: listOf(importedPayment, COMPLIANCE_LIMITS.paymentsPerUser, PAYMENTS_CAP_MESSAGE),
});
export type ImportedYourAiCa = z.output<typeof importedYourAiCaSchema>;
