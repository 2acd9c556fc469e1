import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/schema/columns';

/**
 * A deadline the user tracks in the Competition & Hackathon Directory (ADR 0099): one per user and shipped entry
 * (`entry`, its slug), the day the founder typed from the official page, their note, and the time zone whose day the
 * reminders keep. `early_reminded_at` and `day_reminded_at`: when the week-ahead and on-the-day reminders of this
 * day went out (the reminder job claims a row by setting one); a new day clears both.
 */
export const competitionDeadlines = pgTable(
  'competition_deadlines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    entry: text('entry').notNull(),
    deadlineOn: date('deadline_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    earlyRemindedAt: timestamp('early_reminded_at', { withTimezone: true }),
    dayRemindedAt: timestamp('day_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('competition_deadlines_user_entry_idx').on(table.userId, table.entry),
    // The reminder job's search: deadlines not yet reminded on the day, by day.
    index('competition_deadlines_reminder_idx')
      .on(table.deadlineOn)
      .where(sql`${table.dayRemindedAt} is null`),
  ],
);
