import type { Currency } from '@core/tools/money';
import type { CompanyProfile } from '@core/tools/your-ai-ca/company-profile';
import type { PaymentStatus } from '@core/tools/your-ai-ca/compliance-contracts';
import type { RuleId } from '@core/tools/your-ai-ca/rule-ids';
import type { Recurrence } from '@core/tools/your-ai-ca/recurrences';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/schema/columns';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });

/**
 * One filing of the user's compliance calendar (Your AI CA, ADR 0050): a return or payment due on a day. It is
 * filed once `filed_on` is set ('File Now'), which also adds the next occurrence; pending and overdue are worked
 * out from the due date and the user's today. `reminded_at`: when the reminder of this occurrence went out.
 */
export const complianceFilings = pgTable(
  'compliance_filings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    type: text('type').notNull(),
    /** The calendar rule it was added by (core's COMPLIANCE_RULES), or null for the user's own filing. */
    ruleId: text('rule_id').$type<RuleId>(),
    /** The first month of the period it covers, 'YYYY-MM'. */
    period: text('period').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    recurrence: text('recurrence').$type<Recurrence>().notNull(),
    filedOn: date('filed_on', { mode: 'string' }),
    reference: text('reference'),
    /** Paid with the filing, in rupees. */
    amount: money('amount'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('compliance_filings_user_due_idx').on(table.userId, table.dueDate),
    // The reminder job's search: filings not filed and not reminded yet, by due date.
    index('compliance_filings_reminder_idx')
      .on(table.dueDate)
      .where(sql`${table.filedOn} is null and ${table.remindedAt} is null`),
    // One filing per rule and period: adding the calendar twice, or filing an occurrence that already has its next, adds nothing twice.
    uniqueIndex('compliance_filings_rule_period_idx')
      .on(table.userId, table.ruleId, table.period)
      .where(sql`${table.ruleId} is not null`),
    check('compliance_filings_amount_check', sql`${table.amount} is null or ${table.amount} >= 0`),
  ],
);

/** A payment the user made or has to make (a tax paid, a fee): what, how much in which currency, when, and whether it is done. */
export const compliancePayments = pgTable(
  'compliance_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('INR'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('compliance_payments_user_paid_idx').on(table.userId, table.paidOn.desc()),
    check('compliance_payments_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** The user's calendar settings: how many days before a due date the reminder comes (3 until changed). */
export const complianceSettings = pgTable(
  'compliance_settings',
  {
    userId: userRef('user_id').primaryKey(),
    reminderDays: integer('reminder_days').notNull().default(3),
    updatedAt: updatedAt(),
  },
  (table) => [check('compliance_settings_reminder_days_check', sql`${table.reminderDays} between 0 and 30`)],
);

/**
 * What applies to the user's company (ADR 0079): the answers the Indian calendar adds its filings by, as core's
 * answers' form checks them (one JSON value: the questions may grow without a column each).
 */
export const complianceProfiles = pgTable('compliance_profiles', {
  userId: userRef('user_id').primaryKey(),
  answers: jsonb('answers').$type<CompanyProfile>().notNull(),
  updatedAt: updatedAt(),
});
