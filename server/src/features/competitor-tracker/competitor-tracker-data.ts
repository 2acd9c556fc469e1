import { tallyOf, type Tally } from '@core/account/import-contracts';
import {
  WATCHED_PAGES_FULL_MESSAGE,
  type ImportedWatchedPage,
  type WatchedPagesExport,
} from '@core/tools/competitor-tracker/competitor-tracker-account-part';
import { COMPETITOR_TRACKER_LIMITS } from '@core/tools/competitor-tracker/watched-pages';
import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { defineToolData } from '../../tool-module/tool-data';
import { watchedPages, watchedPageVersions } from './competitor-tracker.tables';

/**
 * The Competitor Tracker's pages in the account file (ADR 0109): each watched page with the versions of its text kept,
 * read from its tables for the export and written back by the import in the import's transaction.
 */
export async function exportWatchedPages(db: Db, userId: string): Promise<WatchedPagesExport> {
  const pages = await db
    .select()
    .from(watchedPages)
    .where(ownedBy(watchedPages, userId))
    .orderBy(asc(watchedPages.createdAt), asc(watchedPages.url));
  const versions = pages.length
    ? await db
        .select()
        .from(watchedPageVersions)
        .where(
          inArray(
            watchedPageVersions.pageId,
            pages.map((page) => page.id),
          ),
        )
        .orderBy(asc(watchedPageVersions.fetchedAt))
    : [];
  return pages.map((page) => ({
    competitor: page.competitor,
    kind: page.kind,
    url: page.url,
    createdAt: page.createdAt.toISOString(),
    versions: versions
      .filter((version) => version.pageId === page.id)
      .map(({ text, fetchedAt }) => ({ text, fetchedAt: fetchedAt.toISOString() })),
  }));
}

/**
 * Adds the file's pages the account does not watch yet (an address it watches already keeps its own history), each
 * with its versions. They are read at the next check. In the import's transaction, the user locked: past the
 * tracker's limit it throws and nothing stays.
 */
export async function importWatchedPages(tx: Tx, userId: string, pages: ImportedWatchedPage[]): Promise<Tally> {
  let added = 0;
  for (const { versions, createdAt, ...page } of pages) {
    const [inserted] = await tx
      .insert(watchedPages)
      .values({ userId, ...page, ...(createdAt ? { createdAt: new Date(createdAt) } : {}) })
      .onConflictDoNothing()
      .returning({ id: watchedPages.id });
    if (!inserted) continue;
    added += 1;
    if (versions.length)
      await tx
        .insert(watchedPageVersions)
        .values(versions.map(({ text, fetchedAt }) => ({ pageId: inserted.id, text, fetchedAt: new Date(fetchedAt) })));
  }
  const [held] = await tx.select({ n: count() }).from(watchedPages).where(ownedBy(watchedPages, userId));
  if ((held?.n ?? 0) > COMPETITOR_TRACKER_LIMITS.pages) {
    throw new AppError('VALIDATION_FAILED', WATCHED_PAGES_FULL_MESSAGE, [
      { path: 'watchedPages', message: WATCHED_PAGES_FULL_MESSAGE },
    ]);
  }
  return tallyOf(added, pages.length);
}

/** The watched pages' part of the account file, `watchedPages`. */
export const competitorTrackerData = defineToolData({
  part: 'watchedPages',
  tables: [watchedPages],
  export: exportWatchedPages,
  import: async (tx, userId, pages) => ({ watchedPages: await importWatchedPages(tx, userId, pages) }),
});
