import {
  notificationText,
  type InboxPage,
  type inboxQuerySchema,
  type NotificationView,
} from '@core/notifications/notification-contracts';
import {
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  UNSUBSCRIBE_TOPICS,
  type UnsubscribeTopic,
} from '@core/notifications/unsubscribe-contracts';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { notifications, userPreferences } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { readSignedValue } from '../../lib/signed-value';
import { announceInboxChange } from '../../notifications/live-inbox';
import { UNSUBSCRIBE_PURPOSE } from '../../notifications/recipients';

type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The signed-in user's notifications, newest first, a page after `cursor`, and how many are unread. */
export async function listInbox(db: Db, userId: string, { cursor, limit }: InboxQuery): Promise<InboxPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const cursorAt = sql<string>`${notifications.createdAt}::text`;
  const [rows, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        actorName: notifications.actorName,
        data: notifications.data,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        cursorAt,
      })
      .from(notifications)
      .where(
        ownedBy(
          notifications,
          userId,
          after
            ? or(
                lt(notifications.createdAt, sql`${after.at}::timestamptz`),
                and(eq(notifications.createdAt, sql`${after.at}::timestamptz`), lt(notifications.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1),
    db
      .select({ n: count() })
      .from(notifications)
      .where(ownedBy(notifications, userId, isNull(notifications.readAt))),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    notifications: page.map((row): NotificationView => ({
      id: row.id,
      kind: row.kind,
      actorName: row.actorName,
      ...row.data,
      text: notificationText(row.kind, row.actorName, row.data.subject),
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread: unread?.n ?? 0,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** 'Mark all as read'. */
export async function markAllRead(db: Db, userId: string): Promise<{ unread: 0 }> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ownedBy(notifications, userId, isNull(notifications.readAt)));
  // The user's other tabs and devices show it too.
  await announceInboxChange(db, [userId]);
  return { unread: 0 };
}

/** The switch each unsubscribe topic turns off. */
const SWITCHES = { notifications: 'emailNotifications', digest: 'weeklyDigest' } as const satisfies Record<
  UnsubscribeTopic,
  string
>;

/** An unsubscribe link (a mail's one click, or its page's button) turns its kind of mail off; no sign-in. */
export async function unsubscribe(db: Db, appSecret: string, token: string): Promise<{ topic: UnsubscribeTopic }> {
  const [topic, userId] = readSignedValue(appSecret, UNSUBSCRIBE_PURPOSE, token)?.split(':') ?? [];
  if (!isTopic(topic) || !userId) throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  const off = { [SWITCHES[topic]]: false };
  const updated = await db
    .insert(userPreferences)
    .values({ userId, ...off })
    .onConflictDoUpdate({ target: userPreferences.userId, set: off })
    .returning({ userId: userPreferences.userId })
    .catch((error: unknown) => {
      // The account was deleted since the mail was sent: the link has nothing left to turn off.
      if ((error as { code?: string }).code === '23503')
        throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      throw error;
    });
  if (updated.length === 0) throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  return { topic };
}

const isTopic = (value: string | undefined): value is UnsubscribeTopic =>
  (UNSUBSCRIBE_TOPICS as readonly (string | undefined)[]).includes(value);
