import type { PageKind, PageProblem } from '@core/tools/competitor-tracker/watched-pages';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../db/schema/columns';

/**
 * A page a founder watches (Competitor Tracker, ADR 0109): whose it is, what kind, its address, and how its last
 * check went — when, and what stopped it (null: it read the page). `last_asked_at` is when its owner last pressed
 * 'Check now' (the minimum interval between two is counted from it).
 */
export const watchedPages = pgTable(
  'watched_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    competitor: text('competitor').notNull(),
    kind: text('kind').$type<PageKind>().notNull(),
    url: text('url').notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }),
    problem: jsonb('problem').$type<PageProblem>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('watched_pages_user_url_idx').on(table.userId, table.url)],
);

/** A version of a watched page's readable text: stored when it differs from the one before (the newest few are kept). */
export const watchedPageVersions = pgTable(
  'watched_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => watchedPages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('watched_page_versions_page_idx').on(table.pageId, table.fetchedAt)],
);
