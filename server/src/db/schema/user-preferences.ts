import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt, userRef } from './columns';

export const userPreferences = pgTable('user_preferences', {
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
  updatedAt: updatedAt(),
});
