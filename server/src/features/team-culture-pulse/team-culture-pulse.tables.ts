import type { PulseQuestion } from '@core/tools/team-culture-pulse/pulse-survey';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/schema/columns';

/**
 * A founder's pulse survey (ADR 0107): whom its eNPS question names, its agreement questions as the founder last
 * wrote them, and the hash of its anonymous link's token (null: no link works; the token itself is never stored).
 */
export const pulseSurveys = pgTable(
  'pulse_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    teamName: text('team_name').notNull(),
    questions: jsonb('questions').$type<PulseQuestion[]>().notNull(),
    tokenHash: text('token_hash').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('pulse_surveys_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A round of a survey: the questions it is answered with (the survey's when it opened, or when the founder edited
 * them before its first answer), and when it opened and closed. One open round per survey: opening the next closes it.
 */
export const pulseRounds = pgTable(
  'pulse_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => pulseSurveys.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    questions: jsonb('questions').$type<PulseQuestion[]>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pulse_rounds_number_idx').on(table.surveyId, table.number),
    uniqueIndex('pulse_rounds_open_idx')
      .on(table.surveyId)
      .where(sql`closed_at is null`),
  ],
);

/**
 * One anonymous answer to a round (ADR 0107): the scores and nothing else — no user, no address, no browser, not even
 * the time it came (which, beside who was at their desk when, could name its author). Its id is random.
 */
export const pulseAnswers = pgTable(
  'pulse_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => pulseRounds.id, { onDelete: 'cascade' }),
    enps: integer('enps').notNull(),
    agreements: jsonb('agreements').$type<Record<string, number>>().notNull(),
  },
  (table) => [
    index('pulse_answers_round_idx').on(table.roundId),
    check('pulse_answers_enps_check', sql`${table.enps} between 0 and 10`),
  ],
);
