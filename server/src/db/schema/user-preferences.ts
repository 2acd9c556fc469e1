import { DATE_FORMATS, NUMBER_FORMATS } from '@core/preferences/company-settings';
import { CURRENCIES } from '@core/tools/money';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { updatedAt, userRef } from './columns';

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: userRef('user_id').primaryKey(),
    /** Null until the user first saves; a value that is not a list means "use the defaults". */
    pinnedTools: text('pinned_tools').array(),
    theme: text('theme', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('light'),
    defaultView: text('default_view', { enum: ['grid', 'list'] })
      .notNull()
      .default('grid'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(false),
    weeklyDigest: boolean('weekly_digest').notNull().default(true),
    autoSave: boolean('auto_save').notNull().default(true),
    language: text('language', { enum: ['en', 'es', 'fr', 'de'] })
      .notNull()
      .default('en'),
    cardDisplay: jsonb('card_display').$type<Record<string, boolean>>(),
    // The company setting (ADR 0070): proposed at sign-up from the browser's locale; these defaults are the app's
    // behaviour before it, kept by the accounts made then.
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    numberFormat: text('number_format', { enum: NUMBER_FORMATS }).notNull().default('international'),
    dateFormat: text('date_format', { enum: DATE_FORMATS }).notNull().default('mdy'),
    fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [check('user_preferences_fiscal_year_check', sql`${table.fiscalYearStartMonth} between 1 and 12`)],
);
