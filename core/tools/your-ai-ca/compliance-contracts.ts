import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { currencySchema, type Currency } from '../money';
import { isRealDate, isRealMonth, type IsoDate, type IsoMonth } from './calendar-dates';
import type { CompanyProfile } from './company-profile';
import type { RuleId } from './rule-ids';
import { RECURRENCES, type Recurrence } from './recurrences';
import type { FilingStatus } from './filing-schedule';

export const COMPLIANCE_LIMITS = {
  type: 120,
  reference: 100,
  description: 200,
  /** The largest amount, in the currency's units (₹1 lakh crore … a number a founder never needs to pass). */
  amount: 1_000_000_000_000,
  filingsPerUser: 1000,
  paymentsPerUser: 2000,
  reminderDays: 30,
} as const;

const DATE_MESSAGE = say({ id: 'core.tools.yourAiCa.invalidDate', defaultMessage: 'Enter a date' });
const PERIOD_MESSAGE = say({ id: 'core.tools.yourAiCa.invalidPeriod', defaultMessage: 'Enter a month' });
const AMOUNT_MESSAGE = say(
  {
    id: 'core.tools.yourAiCa.invalidAmount',
    defaultMessage: 'Enter an amount from 0 to {max}, with at most 2 decimals',
  },
  { max: COMPLIANCE_LIMITS.amount },
);

const dateSchema = z.string({ error: DATE_MESSAGE }).check(z.refine(isRealDate, DATE_MESSAGE));
const periodSchema = z.string({ error: PERIOD_MESSAGE }).check(z.refine(isRealMonth, PERIOD_MESSAGE));
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const amountSchema = z
  .number({ error: AMOUNT_MESSAGE })
  .check(z.gte(0, AMOUNT_MESSAGE), z.lte(COMPLIANCE_LIMITS.amount, AMOUNT_MESSAGE), z.refine(hasCents, AMOUNT_MESSAGE));

const TYPE_REQUIRED = say({ id: 'core.tools.yourAiCa.typeRequired', defaultMessage: 'Filing type is required' });
const filingTypeSchema = trimmedText(COMPLIANCE_LIMITS.type, {
  required: TYPE_REQUIRED,
  notText: TYPE_REQUIRED,
  tooLong: say(
    { id: 'core.tools.yourAiCa.typeTooLong', defaultMessage: 'Filing type must be at most {max} characters' },
    { max: COMPLIANCE_LIMITS.type },
  ),
});
const recurrenceSchema = z.enum(
  RECURRENCES,
  say({ id: 'core.tools.yourAiCa.chooseRecurrence', defaultMessage: 'Choose monthly, quarterly, yearly or once' }),
);

/** A filing the user adds or changes: what it is, the period it covers (its first month), when it is due, how often. */
export const filingInputSchema = z.strictObject({
  type: filingTypeSchema,
  period: periodSchema,
  dueDate: dateSchema,
  recurrence: recurrenceSchema,
});
export type FilingInput = z.infer<typeof filingInputSchema>;

/** Any of a filing's fields; the ones left out keep their value. */
export const updateFilingInputSchema = z
  .partial(filingInputSchema)
  .check(
    z.refine(
      (input) => Object.keys(input).length > 0,
      say({ id: 'core.tools.yourAiCa.nothingToSave', defaultMessage: 'Change at least one field' }),
    ),
  );
export type UpdateFilingInput = z.infer<typeof updateFilingInputSchema>;

const referenceSchema = trimmedText(COMPLIANCE_LIMITS.reference, {
  tooLong: say(
    { id: 'core.tools.yourAiCa.referenceTooLong', defaultMessage: 'Reference must be at most {max} characters' },
    { max: COMPLIANCE_LIMITS.reference },
  ),
});

/** 'File Now': the day it was filed, and optionally its acknowledgement number and the amount paid with it. */
export const fileFilingInputSchema = z.strictObject({
  filedOn: dateSchema,
  reference: z.optional(referenceSchema),
  amount: z.optional(z.nullable(amountSchema)),
});
export type FileFilingInput = z.infer<typeof fileFilingInputSchema>;

export const PAYMENT_STATUSES = ['completed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const DESCRIPTION_REQUIRED = say({
  id: 'core.tools.yourAiCa.descriptionRequired',
  defaultMessage: 'Description is required',
});

export const paymentInputSchema = z.strictObject({
  description: trimmedText(COMPLIANCE_LIMITS.description, {
    required: DESCRIPTION_REQUIRED,
    notText: DESCRIPTION_REQUIRED,
    tooLong: say(
      { id: 'core.tools.yourAiCa.descriptionTooLong', defaultMessage: 'Description must be at most {max} characters' },
      { max: COMPLIANCE_LIMITS.description },
    ),
  }),
  amount: amountSchema,
  currency: z._default(currencySchema, 'INR'),
  paidOn: dateSchema,
  status: z.enum(
    PAYMENT_STATUSES,
    say({ id: 'core.tools.yourAiCa.choosePaymentStatus', defaultMessage: 'Choose completed or pending' }),
  ),
});
/** A payment as the form sends it (the currency may be left out: rupees). */
export type PaymentInput = z.input<typeof paymentInputSchema>;
/** A payment as it is checked and kept. */
export type PaymentData = z.infer<typeof paymentInputSchema>;

const REMINDER_MESSAGE = say(
  { id: 'core.tools.yourAiCa.reminderDaysRange', defaultMessage: 'Enter a whole number of days from 0 to {max}' },
  { max: COMPLIANCE_LIMITS.reminderDays },
);
export const complianceSettingsInputSchema = z.strictObject({
  reminderDays: z
    .number({ error: REMINDER_MESSAGE })
    .check(
      z.int(REMINDER_MESSAGE),
      z.gte(0, REMINDER_MESSAGE),
      z.lte(COMPLIANCE_LIMITS.reminderDays, REMINDER_MESSAGE),
    ),
});
export type ComplianceSettings = z.infer<typeof complianceSettingsInputSchema>;

export const FILINGS_CAP_MESSAGE = say(
  {
    id: 'core.tools.yourAiCa.filingsCap',
    defaultMessage: 'You can keep up to {max} filings. Delete one to add another.',
  },
  { max: COMPLIANCE_LIMITS.filingsPerUser },
);
export const PAYMENTS_CAP_MESSAGE = say(
  {
    id: 'core.tools.yourAiCa.paymentsCap',
    defaultMessage: 'You can keep up to {max} payments. Delete one to add another.',
  },
  { max: COMPLIANCE_LIMITS.paymentsPerUser },
);

/** A filing as its owner sees it: its status worked out on the server for the user's today. */
export type FilingView = {
  id: string;
  type: string;
  /** The rule the calendar added it by (its name, source and next due date follow it), or null for the user's own. */
  ruleId: RuleId | null;
  period: IsoMonth;
  dueDate: IsoDate;
  recurrence: Recurrence;
  status: FilingStatus;
  filedOn: IsoDate | null;
  reference: string | null;
  /** Paid with the filing, in rupees. */
  amount: number | null;
};

export type PaymentView = {
  id: string;
  description: string;
  amount: number;
  currency: Currency;
  paidOn: IsoDate;
  status: PaymentStatus;
};

/**
 * The page's data: every filing (due first), the payments (newest first), the reminder setting, what applies to the
 * company (null until answered) and the day it is for the user.
 */
export type ComplianceOverview = {
  today: IsoDate;
  filings: FilingView[];
  payments: PaymentView[];
  settings: ComplianceSettings;
  profile: CompanyProfile | null;
};

/** What 'File Now' gives back: the filing, filed, and the next occurrence it created (none for a one-off). */
export type FiledResult = { filed: FilingView; next: FilingView | null };

/** What adding the calendar did: the filings it added (those the user already had are skipped). */
export type CalendarResult = { added: FilingView[] };
