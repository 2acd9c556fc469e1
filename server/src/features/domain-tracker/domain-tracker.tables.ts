import type { TrackedDomainStatus } from '@core/tools/domain-tracker/tracked-domains';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../db/schema/columns';

/**
 * A domain a user tracks (Domain Tracker, ADR 0055), as its registry last answered over RDAP: free, registered
 * (until when, with whom), or unknown while no check got an answer. `notified_state` is core's alertOf key the owner
 * was last told of ('available', 'expiring:2026-12-20'), so each piece of news is told once.
 */
export const trackedDomains = pgTable(
  'tracked_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    /** Normalised as core's domainNameSchema gives it (lower-case ASCII, punycode). */
    name: text('name').notNull(),
    status: text('status').$type<TrackedDomainStatus>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    registrar: text('registrar'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    notifiedState: text('notified_state'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracked_domains_user_name_idx').on(table.userId, table.name),
    index('tracked_domains_name_idx').on(table.name),
  ],
);
