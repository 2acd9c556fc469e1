import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../db/schema/columns';

/** One co-founder fit assessment a user took: the answers in question order, and the score they gave. */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    answers: integer('answers').array().notNull(),
    totalScore: integer('total_score').notNull(),
    compatibility: text('compatibility', { enum: ['Excellent', 'Good', 'Fair', 'Poor'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assessment_results_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    check('assessment_results_score_check', sql`${table.totalScore} between 0 and 100`),
  ],
);

/** A co-founder invited by e-mail to answer the same questions, for a side-by-side comparison with `assessmentId`. */
export const assessmentInvites = pgTable(
  'assessment_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    invitedBy: userRef('invited_by').notNull(),
    email: text('email').notNull(),
    /** SHA-256 of the invitation link's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The co-founder's answers, once given (in question order). */
    answers: integer('answers').array(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assessment_invites_assessment_idx').on(table.assessmentId),
    index('assessment_invites_invited_by_idx').on(table.invitedBy),
  ],
);
