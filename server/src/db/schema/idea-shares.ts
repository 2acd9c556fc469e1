import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './columns';
import { ideaRef } from './ideas';

export const ideaShares = pgTable(
  'idea_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: ideaRef(),
    sharedBy: userRef('shared_by').notNull(),
    /** Null for a public link. */
    sharedWith: userRef('shared_with'),
    message: text('message').notNull().default(''),
    accessType: text('access_type', { enum: ['view', 'comment', 'edit'] })
      .notNull()
      .default('view'),
    scope: text('scope', { enum: ['specific_users', 'public_link'] }).notNull(),
    /** Null means the whole idea; otherwise only these pages. */
    sharedPages: uuid('shared_pages').array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of a public link's token; the token itself is never stored. */
    tokenHash: text('token_hash').unique(),
    passwordHash: text('password_hash'),
    /** Wrong passwords in a row; at the limit the link refuses passwords for a while (lockedUntil). */
    failedPasswordAttempts: integer('failed_password_attempts').notNull().default(0),
    passwordLockedUntil: timestamp('password_locked_until', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('idea_shares_idea_idx').on(table.ideaId),
    index('idea_shares_shared_with_idx').on(table.sharedWith, table.sharedAt.desc().nullsFirst()),
    index('idea_shares_recipient_idea_idx').on(table.sharedWith, table.ideaId),
    index('idea_shares_shared_by_idx').on(table.sharedBy),
    check('idea_shares_access_check', sql`${table.accessType} in ('view', 'comment', 'edit')`),
    check(
      'idea_shares_target_check',
      sql`(${table.scope} = 'specific_users' and ${table.sharedWith} is not null and ${table.tokenHash} is null)
        or (${table.scope} = 'public_link' and ${table.sharedWith} is null and ${table.tokenHash} is not null)`,
    ),
  ],
);
