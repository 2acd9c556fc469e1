import {
  bigint,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ColumnMapping } from '@core/tools/ai-accountant/statement-import';
import { createdAt, updatedAt, userRef } from '../../db/schema/columns';

/** A founder's transaction (ADR 0051): amount in cents, negative for an expense; the same date, amount and description once. */
export const accountantTransactions = pgTable(
  'accountant_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  // One index: it finds a duplicate, and its leading (user_id, date) serves a period's reads too.
  (table) => [
    uniqueIndex('accountant_transactions_same_idx').on(table.userId, table.date, table.amountCents, table.description),
  ],
);

/** The books' settings: their currency, and how the user's bank statements map to columns. */
export const accountantSettings = pgTable('accountant_settings', {
  userId: userRef('user_id').primaryKey(),
  currency: text('currency').notNull().default('INR'),
  mapping: jsonb('mapping').$type<ColumnMapping>(),
  updatedAt: updatedAt(),
});

/** A categorisation rule: a description containing `contains` goes to `category`; the first rule by position wins. */
export const accountantRules = pgTable(
  'accountant_rules',
  {
    userId: userRef('user_id').notNull(),
    position: integer('position').notNull(),
    contains: text('contains').notNull(),
    category: text('category').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.position] })],
);

/** A monthly budget for one category. */
export const accountantBudgets = pgTable(
  'accountant_budgets',
  {
    userId: userRef('user_id').notNull(),
    category: text('category').notNull(),
    monthly: numeric('monthly', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);
