import type { UnsubscribeTopic } from '@core/notifications/unsubscribe-contracts';
import type { Language } from '@core/preferences/languages';
import { getDisplayName } from '@core/user/display-name';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, userPreferences } from '../db/schema';
import { signValue } from '../lib/signed-value';
import type { NotificationUnsubscribe } from '../mail/mail-layout';

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';

export type Recipient = { id: string; email: string; emailNotifications: boolean; language: Language };

/** Each user's address, whether E-mail notifications is on (it is until they turn it off), and their language (English without preferences). */
export async function recipientsOf(db: Db, userIds: string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      emailNotifications: sql<boolean>`coalesce(${userPreferences.emailNotifications}, true)`,
      language: sql<Language>`coalesce(${userPreferences.language}, 'en')`,
    })
    .from(profiles)
    .leftJoin(userPreferences, eq(userPreferences.userId, profiles.id))
    .where(inArray(profiles.id, userIds));
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/**
 * A mail's way out of its kind of mail: the page that asks to confirm (told the topic, for its words), and the
 * RFC 8058 one-click address. The token is the topic and the user id, signed: only it decides what goes off.
 */
export function unsubscribeLinks(
  appUrl: string,
  appSecret: string,
  userId: string,
  topic: UnsubscribeTopic = 'notifications',
): NotificationUnsubscribe {
  const token = signValue(appSecret, UNSUBSCRIBE_PURPOSE, `${topic}:${userId}`);
  return {
    topic,
    pageUrl: `${appUrl}/unsubscribe?token=${token}&topic=${topic}`,
    oneClickUrl: `${appUrl}/api/notifications/unsubscribe?token=${token}`,
  };
}

export const ideaPath = (ideaId: string) => `/tool/idea-garage/idea/${ideaId}`;

/** Who did something, by the name others see (their full name, else their e-mail). */
export async function actorOf(db: Db, userId: string): Promise<{ id: string; name: string }> {
  const [profile] = await db
    .select({ fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { id: userId, name: getDisplayName({ name: profile?.fullName, email: profile?.email }) };
}
