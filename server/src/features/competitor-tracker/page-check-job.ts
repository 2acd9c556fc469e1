import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { watchedPages } from './competitor-tracker.tables';
import { recordPageRead } from './page-checks';
import type { PageReader } from './page-reader';

/** Every day at 05:30 UTC: a competitor's pricing or changelog changes in days, not minutes. */
const CHECK_SCHEDULE = '30 5 * * *';
/** A pause between two reads, so that the job is a slow reader of anyone's site. */
export const CHECK_PAUSE_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads every watched page: each address once however many users watch it, one after the other `pauseMs` apart,
 * and keeps what it gave on each of its rows (recordPageRead: a new version when the text changed, told to its owner).
 * Returns how many addresses were read.
 */
export async function checkWatchedPages({
  db,
  readPage,
  notifier,
  now,
  pauseMs = CHECK_PAUSE_MS,
}: {
  db: Db;
  readPage: PageReader;
  notifier: Notifier;
  now: Date;
  pauseMs?: number;
}) {
  const urls = await db.selectDistinct({ url: watchedPages.url }).from(watchedPages).orderBy(asc(watchedPages.url));
  for (const [index, { url }] of urls.entries()) {
    if (index > 0 && pauseMs > 0) await pause(pauseMs);
    const read = await readPage(url);
    const rows = await db.select({ id: watchedPages.id }).from(watchedPages).where(eq(watchedPages.url, url));
    for (const { id } of rows) await recordPageRead(db, notifier, id, read, now);
  }
  return urls.length;
}

/** `competitor-pages-check`, daily: the notifier is given late (it is made after the job runner it queues on). */
export function pageCheckJob(db: Db, readPage: PageReader, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'competitor-pages-check',
    schedule: CHECK_SCHEDULE,
    // One pass, a second apart and at most 5 s a read: 6 hours holds some 3,000 distinct addresses.
    expireInHours: 6,
    async run() {
      await checkWatchedPages({ db, readPage, notifier: notifier(), now: new Date() });
    },
  };
}
