import { say } from '../i18n/say';
import { monthParts } from '../tools/your-ai-ca/calendar-dates';
import {
  COMPLIANCE_LIMITS,
  complianceSettingsInputSchema,
  fileFilingInputSchema,
  FILINGS_CAP_MESSAGE,
  filingInputSchema,
  paymentInputSchema,
  PAYMENTS_CAP_MESSAGE,
} from '../tools/your-ai-ca/compliance-contracts';
import { COMPLIANCE_RULES, isRulePeriod, RULE_IDS, type RuleId } from '../tools/your-ai-ca/compliance-rules';
import { z } from '../zod';
import { instant, listOf } from './import-fields';

/**
 * Your AI CA's calendar in an import file (ADR 0050): each filing and payment read by its form's own contract (the
 * filing's fields, 'File Now''s date, reference and amount, the payment form), the reminder setting by the settings form.
 */

/** Whether a filing still follows the rule that added it: the rule's recurrence, and a period the rule has. */
const followsRule = (ruleId: RuleId, { period, recurrence }: { period: string; recurrence: string }) =>
  COMPLIANCE_RULES[ruleId].recurrence === recurrence && isRulePeriod(COMPLIANCE_RULES[ruleId], monthParts(period));

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
  // A calendar filing whose period or recurrence is not its rule's is the user's own, as when they change them in the app.
  z.transform(({ ruleId, reference, amount, ...filing }) => ({
    ...filing,
    ruleId: ruleId && followsRule(ruleId, filing) ? ruleId : null,
    reference: reference || null,
    amount: amount ?? null,
  })),
);
export type ImportedFiling = z.output<typeof importedFiling>;

const importedPayment = z.object({ ...paymentInputSchema.shape, createdAt: z.optional(instant) });
export type ImportedPayment = z.output<typeof importedPayment>;

/** The calendar's part of the file; an older file has none (nothing of the calendar changes). */
export const importedYourAiCaSchema = z.object({
  settings: z.optional(complianceSettingsInputSchema),
  filings: listOf(importedFiling, COMPLIANCE_LIMITS.filingsPerUser, FILINGS_CAP_MESSAGE),
  payments: listOf(importedPayment, COMPLIANCE_LIMITS.paymentsPerUser, PAYMENTS_CAP_MESSAGE),
});
export type ImportedYourAiCa = z.output<typeof importedYourAiCaSchema>;
