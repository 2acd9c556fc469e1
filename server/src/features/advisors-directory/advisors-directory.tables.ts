import type { ContactPreference, OpenTo } from '@core/tools/advisors-directory/advisor-profile';
import type { IntroStatus } from '@core/tools/advisors-directory/intro-requests';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/schema/columns';

/**
 * A user's advisor profile (ADR 0098): written by the user themselves, never by anyone else; one per account. Found
 * in search while `published_at` is set; withdrawn (null) it is kept for its owner alone, to publish again.
 * `search_text` is the advisor's public name, headline, expertise and how they help as words (core's searchWords),
 * searched through a full-text index of it (an expression index: no generated column to write back).
 */
export const advisorProfiles = pgTable(
  'advisor_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    headline: text('headline').notNull(),
    expertise: text('expertise').array().notNull(),
    industries: text('industries').array().notNull(),
    howTheyHelp: text('how_they_help').notNull(),
    hoursPerMonth: integer('hours_per_month'),
    openTo: text('open_to').array().$type<OpenTo[]>().notNull(),
    contactPreference: text('contact_preference').$type<ContactPreference>().notNull(),
    link: text('link'),
    searchText: text('search_text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('advisor_profiles_user_idx').on(table.userId),
    index('advisor_profiles_search_idx').using('gin', sql`to_tsvector('simple', ${table.searchText})`),
  ],
);

/**
 * A founder's request for an intro to an advisor (ADR 0098): pending until the advisor accepts or declines. At most
 * one pending between the same two people (the partial unique index holds it when two arrive at once).
 */
export const advisorIntroRequests = pgTable(
  'advisor_intro_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    founderId: userRef('founder_id').notNull(),
    advisorId: userRef('advisor_id').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<IntroStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('advisor_intro_requests_advisor_idx').on(table.advisorId, table.createdAt),
    index('advisor_intro_requests_founder_idx').on(table.founderId, table.createdAt),
    uniqueIndex('advisor_intro_requests_pending_idx')
      .on(table.founderId, table.advisorId)
      .where(sql`status = 'pending'`),
  ],
);
