import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ColumnMapping } from '@core/tools/ai-accountant/statement-import';
import { createdAt, updatedAt, userRef } from '../../db/schema/columns';

/**
 * A founder's transaction (ADR 0051): amount in cents, negative for an expense. Two alike in date, amount and
 * description are two real charges (ADR 0081); `reference` is the bank's reference and running balance of an
 * imported row, which tells them apart when the statement is imported again.
 */
export const accountantTransactions = pgTable(
  'accountant_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  // One index: it finds the rows alike an imported one, and its leading (user_id, date) serves a period's reads too.
  (table) => [
    index('accountant_transactions_alike_idx').on(table.userId, table.date, table.amountCents, table.description),
  ],
);

/** The books' settings: their currency, and how the user's bank statements map to columns. */
export const accountantSettings = pgTable('accountant_settings', {
  userId: userRef('user_id').primaryKey(),
  currency: text('currency').notNull().default('INR'),
  mapping: jsonb('mapping').$type<ColumnMapping>(),
  updatedAt: updatedAt(),
});

/**
 * A bank layout's column mapping (ADR 0081), remembered from its last import: `headerKey` is the statement's header
 * row normalised (core's layoutKey), `header` the row as the file wrote it.
 */
export const accountantLayouts = pgTable(
  'accountant_layouts',
  {
    userId: userRef('user_id').notNull(),
    headerKey: text('header_key').notNull(),
    header: jsonb('header').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.headerKey] })],
);

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
