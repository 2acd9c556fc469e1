import { passesFilters } from '@core/tools/founder-news-bot/keyword-filter';
import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { newsItems, newsSettings } from './founder-news-bot.tables';
import { newsDigestKind } from './mail/news-digest-kind';
import { followedBy, itemsFor } from './news-items.service';

/** Every hour; a founder's digest goes in the first run of each UTC day from 07:00 (12:30 in India, 08:00 in Berlin). */
const DIGEST_SCHEDULE = '20 * * * *';
const DIGEST_HOUR_UTC = 7;
/** Items a digest lists by name (the rest are counted). */
const DIGEST_ITEMS = 20;
/** How far back a digest looks at most: a first one, or one turned back on after a pause, tells the last day's news. */
const LOOK_BACK_MS = 24 * 3_600_000;
/** New items a digest reads at most (counted in its subject; a day of news is far fewer). */
const DIGEST_SCAN = 1000;

/**
 * Claims today's digest for one founder (ADR 0110): the day is written on their settings only if it is not there yet,
 * so a rerun, a restart or a second instance claims nothing twice.
 */
async function claimDay(db: Db, userId: string, day: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(newsSettings)
    .set({ lastDigestDay: day, digestedUntil: now })
    .where(ownedBy(newsSettings, userId, eq(newsSettings.digest, true), notClaimed(day)))
    .returning({ userId: newsSettings.userId });
  return claimed.length > 0;
}

const notClaimed = (day: string) => or(isNull(newsSettings.lastDigestDay), ne(newsSettings.lastDigestDay, day));

/**
 * Sends each founder who turned the digest on the items their followed feeds brought since the last digest that pass
 * their filters: one inbox line and one mail (E-mail notifications respected), nothing on a day with none. Returns how
 * many digests were told.
 */
export async function sendNewsDigests(db: Db, notifier: Notifier, now: Date): Promise<number> {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const day = now.toISOString().slice(0, 10);
  const wanting = await db
    .select()
    .from(newsSettings)
    .where(and(eq(newsSettings.digest, true), notClaimed(day)));
  let told = 0;
  for (const settings of wanting) {
    if (!(await claimDay(db, settings.userId, day, now))) continue;
    const since = new Date(Math.max(settings.digestedUntil?.getTime() ?? 0, now.getTime() - LOOK_BACK_MS));
    const fresh = (
      await itemsFor(
        db,
        settings.userId,
        and(followedBy(settings.userId), gt(newsItems.fetchedAt, since), lte(newsItems.fetchedAt, now)),
        DIGEST_SCAN,
      )
    ).filter((item) => passesFilters(item, settings));
    if (fresh.length === 0) continue;
    try {
      await notifier.tell(newsDigestKind, {
        userIds: [settings.userId],
        actorName: 'Founder News Bot',
        items: [{ subject: fresh[0]!.title, href: '/tool/founder-news-bot', excerpt: '' }],
        mail: {
          count: fresh.length,
          items: fresh.slice(0, DIGEST_ITEMS).map(({ title, feedTitle, link }) => ({ title, feedTitle, link })),
        },
      });
    } catch (error) {
      // Given back, so that the job's retry sends it.
      await db
        .update(newsSettings)
        .set({ lastDigestDay: settings.lastDigestDay, digestedUntil: settings.digestedUntil })
        .where(ownedBy(newsSettings, settings.userId));
      throw error;
    }
    told += 1;
  }
  return told;
}

/** `news-digest`, hourly: the notifier is given late (it is made after the job runner it queues on). */
export function newsDigestJob(db: Db, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'news-digest',
    schedule: DIGEST_SCHEDULE,
    async run() {
      await sendNewsDigests(db, notifier(), new Date());
    },
  };
}
