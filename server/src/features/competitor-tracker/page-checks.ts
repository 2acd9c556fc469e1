import { diffLines } from '@core/tools/competitor-tracker/line-diff';
import { COMPETITOR_TRACKER_LIMITS, textLines } from '@core/tools/competitor-tracker/watched-pages';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Notifier } from '../../notifications/notifier';
import { watchedPages, watchedPageVersions } from './competitor-tracker.tables';
import { competitorPageChangedKind } from './mail/page-changed-kind';
import type { PageRead } from './page-reader';

export type WatchedPageRow = typeof watchedPages.$inferSelect;

/** How a page's subject reads in the inbox: the competitor and the page's address without its scheme. */
export const pageSubject = (page: Pick<WatchedPageRow, 'competitor' | 'url'>) =>
  `${page.competitor} (${page.url.replace(/^https?:\/\//, '').replace(/\/$/, '')})`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Keeps what reading a page gave on its row (ADR 0109). A problem is noted on the page and nothing else is stored. A
 * text is stored as a new version only when it differs from the newest one (under the page's row lock, so two checks
 * at once store it once), the oldest past COMPETITOR_TRACKER_LIMITS.versionsKept removed; a change from an earlier
 * version — not the first read — is told to the owner, inbox and mail. Returns the row as it now is and whether the
 * text changed (undefined when the page was removed meanwhile).
 */
export async function recordPageRead(
  db: Db,
  notifier: Notifier,
  pageId: string,
  read: PageRead,
  now: Date,
): Promise<{ row: WatchedPageRow; changed: boolean; before?: string } | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const [page] = await tx.select().from(watchedPages).where(eq(watchedPages.id, pageId)).for('update');
    if (!page) return undefined;
    const problem = 'problem' in read ? read.problem : null;
    const [row] = await tx
      .update(watchedPages)
      .set({ problem, lastCheckedAt: now })
      .where(eq(watchedPages.id, pageId))
      .returning();
    if ('problem' in read) return { row: row!, changed: false };
    const [newest] = await tx
      .select({ text: watchedPageVersions.text })
      .from(watchedPageVersions)
      .where(eq(watchedPageVersions.pageId, pageId))
      .orderBy(desc(watchedPageVersions.fetchedAt))
      .limit(1);
    if (newest?.text === read.text) return { row: row!, changed: false };
    await tx.insert(watchedPageVersions).values({ pageId, text: read.text, fetchedAt: now });
    const kept = tx
      .select({ id: watchedPageVersions.id })
      .from(watchedPageVersions)
      .where(eq(watchedPageVersions.pageId, pageId))
      .orderBy(desc(watchedPageVersions.fetchedAt))
      .limit(COMPETITOR_TRACKER_LIMITS.versionsKept);
    await tx
      .delete(watchedPageVersions)
      .where(and(eq(watchedPageVersions.pageId, pageId), notInArray(watchedPageVersions.id, kept)));
    return { row: row!, changed: newest !== undefined, ...(newest ? { before: newest.text } : {}) };
  });
  if (outcome?.changed && 'text' in read) await tellChange(notifier, outcome.row, outcome.before!, read.text, now);
  return outcome;
}

async function tellChange(notifier: Notifier, page: WatchedPageRow, before: string, after: string, now: Date) {
  const diff = diffLines(textLines(before), textLines(after));
  const date = isoDay(now);
  await notifier.tell(competitorPageChangedKind, {
    userIds: [page.userId],
    actorName: 'Competitor Tracker',
    items: [{ subject: pageSubject(page), href: '/tool/competitor-tracker', excerpt: date }],
    mail: {
      competitor: page.competitor,
      pageUrl: page.url,
      date,
      added: diff.filter((line) => line.kind === 'added').length,
      removed: diff.filter((line) => line.kind === 'removed').length,
    },
  });
}
