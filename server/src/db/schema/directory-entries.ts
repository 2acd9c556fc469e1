import type { Language } from '@core/preferences/languages';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

/** Postgres's full-text document (read by `@@`, never by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A directory's entry (issue 35, ADR 0096): the ones the app ships, loaded by the seed step from core's data files
 * and kept in step with them (`content_hash`). `facets` holds its filter values as `key:value` tags (an overlap per
 * key filters); `search_text` its name and descriptions in every language as words (core's searchWords: lower case,
 * no accents), of which Postgres keeps a full-text document (the 'simple' configuration: no stemming, any language).
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    directory: text('directory').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: jsonb('description').$type<Record<Language, string>>().notNull(),
    fields: jsonb('fields').$type<unknown>().notNull(),
    sources: jsonb('sources').$type<{ url: string; title: string; publisher: string }[]>().notNull(),
    verifiedOn: date('verified_on', { mode: 'string' }).notNull(),
    facets: text('facets').array().notNull(),
    searchText: text('search_text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    contentHash: text('content_hash').notNull(),
    /** Who suggested it (ADR 0100); null: the app ships it. A suggestion goes with its author's account. */
    suggestedBy: userRef('suggested_by'),
    /** 'waiting' (shown to its author, and for others to confirm) until enough other users confirm it: 'published'. */
    status: text('status').notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('directory_entries_directory_slug_idx').on(table.directory, table.slug),
    index('directory_entries_suggested_by_idx').on(table.suggestedBy, table.createdAt),
    check('directory_entries_status_check', sql`${table.status} in ('waiting', 'published')`),
    index('directory_entries_facets_idx').using('gin', table.facets),
    index('directory_entries_search_idx').using('gin', table.search),
  ],
);

/**
 * The entry's votes (ADR 0100): 'confirmed' (another user vouches for a suggestion: enough of them publish it) or
 * 'outdated' (a user says an entry's facts no longer hold, with an optional note). One of each kind per user and
 * entry; they go with the entry and with the voter's account.
 */
export const directoryEntryVotes = pgTable(
  'directory_entry_votes',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => directoryEntries.id, { onDelete: 'cascade' }),
    voterId: userRef('voter_id').notNull(),
    kind: text('kind').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.voterId, table.kind] }),
    index('directory_entry_votes_voter_idx').on(table.voterId, table.createdAt),
    check('directory_entry_votes_kind_check', sql`${table.kind} in ('confirmed', 'outdated')`),
  ],
);
