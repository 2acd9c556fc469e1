import type { NotificationData, NotificationKind } from '@core/notifications/notification-contracts';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, userRef } from './columns';
import { ideas } from './ideas';

/**
 * What happened that a user should hear about, one row per recipient: the inbox lists them; `emailed_at`
 * is set once a mail told of it (comments wait for one batched mail per idea, at most every 15 minutes).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's name when it happened (kept if their account goes). */
    actorName: text('actor_name').notNull(),
    ideaId: uuid('idea_id').references(() => ideas.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<NotificationData>().notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_idea_idx').on(table.ideaId),
    index('notifications_actor_idx').on(table.actorId),
  ],
);

/**
 * One row per user and week whose digest was claimed: the instance that inserts it sends that week's digest
 * (any other, or a rerun after a restart, finds it there and sends nothing).
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: userRef('user_id').notNull(),
    /** The Monday (UTC) of the week the digest covers. */
    weekStart: date('week_start').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

/**
 * A browser's Web Push subscription (Push notifications on): where its push service takes messages for it,
 * and the keys a message is encrypted with (RFC 8291). One row per endpoint: a browser that another user
 * signs in to and subscribes becomes theirs only when they ask for it with its keys (ADR 0116).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
