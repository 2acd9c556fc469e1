import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/schema/columns';

/**
 * A feed someone follows (ADR 0110), once however many follow it: its address, its title as it last said, what it
 * answered last (ETag and Last-Modified for the next conditional request, the error when it could not be read) and when.
 */
export const newsFeeds = pgTable('news_feeds', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull().unique(),
  title: text('title').notNull().default(''),
  etag: text('etag'),
  lastModified: text('last_modified'),
  /** The HTTP status of the last answer (304: nothing new), null when none came. */
  lastStatus: integer('last_status'),
  /** Why the feed could not be read last time; null when it was. */
  lastError: text('last_error'),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A founder follows a feed. */
export const newsSubscriptions = pgTable(
  'news_subscriptions',
  {
    userId: userRef('user_id').notNull(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => newsFeeds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.feedId] }),
    index('news_subscriptions_feed_idx').on(table.feedId),
  ],
);

/**
 * An item of a feed as plain text and an http(s) link (never the feed's HTML), stored once per feed by its key: the
 * item's guid or id, else its link, else a hash of its title and date.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => newsFeeds.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    link: text('link'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When this server first saw it (the digest sends what came since the last one). */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('news_items_key_idx').on(table.feedId, table.key),
    index('news_items_feed_time_idx').on(table.feedId, table.publishedAt),
  ],
);

/** What a founder did with an item: read it, saved it. */
export const newsItemStates = pgTable(
  'news_item_states',
  {
    userId: userRef('user_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] })],
);

/** A founder's keyword filters and daily digest (off by default), and the last day a digest was claimed (UTC). */
export const newsSettings = pgTable('news_settings', {
  userId: userRef('user_id').primaryKey(),
  include: jsonb('include').$type<string[]>().notNull().default([]),
  exclude: jsonb('exclude').$type<string[]>().notNull().default([]),
  digest: boolean('digest').notNull().default(false),
  lastDigestDay: text('last_digest_day'),
  /** The moment up to which the last digest looked: the next one tells of items fetched after it. */
  digestedUntil: timestamp('digested_until', { withTimezone: true }),
  updatedAt: updatedAt(),
});
