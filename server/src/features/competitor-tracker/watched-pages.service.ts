import { say } from '@core/i18n/say';
import { diffLines, foldUnchanged } from '@core/tools/competitor-tracker/line-diff';
import {
  COMPETITOR_TRACKER_LIMITS,
  pageProblemMessage,
  textLines,
  type WatchedPageCheck,
  type WatchedPageInput,
  type WatchedPageView,
} from '@core/tools/competitor-tracker/watched-pages';
import { and, asc, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { found, itemId } from '../../lib/not-found';
import type { Notifier } from '../../notifications/notifier';
import { checkOutboundUrl, OutboundError } from '../../outbound/safe-fetch';
import { watchedPages, watchedPageVersions } from './competitor-tracker.tables';
import { recordPageRead, type WatchedPageRow } from './page-checks';
import type { PageReader } from './page-reader';

/** What the Competitor Tracker's routes need: the database, who reads pages, who tells of changes, and the outbound rule's loopback switch. */
export type PageWatcher = { db: Db; readPage: PageReader; notifier: Notifier; allowLoopback: boolean };

type Input = { competitor: string; kind: WatchedPageInput['kind']; url: string };

const tooMany = () =>
  new AppError(
    'VALIDATION_FAILED',
    say(
      {
        id: 'server.competitorTracker.tooMany',
        defaultMessage: 'You can watch up to {max} pages. Remove one to watch another.',
      },
      { max: COMPETITOR_TRACKER_LIMITS.pages },
    ),
  );

const duplicate = () => {
  const message = say({ id: 'server.competitorTracker.alreadyWatched', defaultMessage: 'You already watch this page' });
  return new AppError('CONFLICT', message, [{ path: 'url', message }]);
};

/** A URL the outbound rule refuses before any request (its host is an address that is not public): a 422 naming `url`. */
function reachable(url: string, allowLoopback: boolean): string {
  try {
    return checkOutboundUrl(url, allowLoopback).toString();
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    const message = pageProblemMessage({ code: 'refused' });
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'url', message }]);
  }
}

const pageCount = async (db: Pick<Db, 'select'>, userId: string) =>
  (await db.select({ total: count() }).from(watchedPages).where(ownedBy(watchedPages, userId)))[0]?.total ?? 0;

/** The newest two versions of each of the user's pages, and how many each has. */
async function versionsOf(db: Db, userId: string) {
  const ranked = db
    .select({
      pageId: watchedPageVersions.pageId,
      text: watchedPageVersions.text,
      fetchedAt: watchedPageVersions.fetchedAt,
      rank: sql<number>`row_number() over (partition by ${watchedPageVersions.pageId} order by ${watchedPageVersions.fetchedAt} desc)`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${watchedPageVersions.pageId})`.as('total'),
    })
    .from(watchedPageVersions)
    .innerJoin(watchedPages, eq(watchedPages.id, watchedPageVersions.pageId))
    .where(ownedBy(watchedPages, userId))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= 2`);
}

function toView(row: WatchedPageRow, versions: Awaited<ReturnType<typeof versionsOf>>): WatchedPageView {
  const own = versions.filter((version) => version.pageId === row.id).sort((a, b) => Number(a.rank) - Number(b.rank));
  const [newest, before] = own;
  return {
    id: row.id,
    competitor: row.competitor,
    kind: row.kind,
    url: row.url,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    problem: row.problem,
    versions: Number(newest?.total ?? 0),
    changedAt: newest ? new Date(newest.fetchedAt).toISOString() : null,
    lastChange: newest && before ? foldUnchanged(diffLines(textLines(before.text), textLines(newest.text))) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's watched pages, by competitor then address, each with its last change. */
export async function listWatchedPages(db: Db, userId: string): Promise<WatchedPageView[]> {
  const rows = await db
    .select()
    .from(watchedPages)
    .where(ownedBy(watchedPages, userId))
    .orderBy(asc(sql`lower(${watchedPages.competitor})`), asc(watchedPages.url));
  const versions = await versionsOf(db, userId);
  return rows.map((row) => toView(row, versions));
}

async function viewOf(db: Db, row: WatchedPageRow): Promise<WatchedPageView> {
  return toView(
    row,
    (await versionsOf(db, row.userId)).filter((version) => version.pageId === row.id),
  );
}

/** A check's answer: the page as it is, whether it changed, and what stopped it in words. */
async function checkAnswer(db: Db, row: WatchedPageRow, changed: boolean): Promise<WatchedPageCheck> {
  return { page: await viewOf(db, row), changed, ...(row.problem ? { message: pageProblemMessage(row.problem) } : {}) };
}

/**
 * Watches a page for the user and reads it at once (its first version, or the problem that stopped it — the page is
 * kept either way, as the founder asked to watch it). An address the outbound rule refuses before any request is a
 * 422 and nothing is kept; one watched already a 409; past the limit a 422.
 */
export async function watchPage(watcher: PageWatcher, userId: string, input: Input): Promise<WatchedPageCheck> {
  const url = reachable(input.url, watcher.allowLoopback);
  const { db } = watcher;
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await pageCount(tx, userId)) >= COMPETITOR_TRACKER_LIMITS.pages) throw tooMany();
    const [inserted] = await tx
      .insert(watchedPages)
      .values({ userId, competitor: input.competitor, kind: input.kind, url })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw duplicate();
    return inserted;
  });
  return readNow(watcher, row);
}

async function readNow({ db, readPage, notifier }: PageWatcher, row: WatchedPageRow): Promise<WatchedPageCheck> {
  const recorded = await recordPageRead(db, notifier, row.id, await readPage(row.url), new Date());
  return checkAnswer(db, found(recorded?.row, 'Watched page'), recorded?.changed ?? false);
}

async function ownRow(db: Db, userId: string, id: string): Promise<WatchedPageRow> {
  const [row] = await db
    .select()
    .from(watchedPages)
    .where(ownedBy(watchedPages, userId, eq(watchedPages.id, itemId(id, 'Watched page'))));
  return found(row, 'Watched page');
}

/**
 * Changes a page's competitor, kind or address. A new address is another page: its versions go, and it is read at
 * its next check (not now: an edit is not a request to the site).
 */
export async function editWatchedPage(
  { db, allowLoopback }: PageWatcher,
  userId: string,
  id: string,
  input: Input,
): Promise<WatchedPageCheck> {
  const current = await ownRow(db, userId, id);
  const url = reachable(input.url, allowLoopback);
  const moved = url !== current.url;
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [taken] = await tx
      .select({ id: watchedPages.id })
      .from(watchedPages)
      .where(ownedBy(watchedPages, userId, eq(watchedPages.url, url), ne(watchedPages.id, current.id)));
    if (taken) throw duplicate();
    const [updated] = await tx
      .update(watchedPages)
      .set({
        competitor: input.competitor,
        kind: input.kind,
        url,
        ...(moved ? { problem: null, lastCheckedAt: null, lastAskedAt: null } : {}),
      })
      .where(ownedBy(watchedPages, userId, eq(watchedPages.id, current.id)))
      .returning();
    if (moved) await tx.delete(watchedPageVersions).where(eq(watchedPageVersions.pageId, current.id));
    return found(updated, 'Watched page');
  });
  return checkAnswer(db, row, false);
}

export async function unwatchPage(db: Db, userId: string, id: string): Promise<void> {
  const [gone] = await db
    .delete(watchedPages)
    .where(ownedBy(watchedPages, userId, eq(watchedPages.id, itemId(id, 'Watched page'))))
    .returning({ id: watchedPages.id });
  found(gone, 'Watched page');
}

/**
 * 'Check now': reads one of the user's pages at once, unless it was asked less than CHECK_NOW_MINUTES ago (a 429
 * saying when it can be asked again) — the ask is claimed in one update, so two presses at once read it once.
 */
export async function checkPageNow(watcher: PageWatcher, userId: string, id: string): Promise<WatchedPageCheck> {
  const { db } = watcher;
  const row = await ownRow(db, userId, id);
  const now = new Date();
  const since = new Date(now.getTime() - COMPETITOR_TRACKER_LIMITS.checkNowMinutes * 60_000);
  const [claimed] = await db
    .update(watchedPages)
    .set({ lastAskedAt: now })
    .where(and(eq(watchedPages.id, row.id), or(isNull(watchedPages.lastAskedAt), lt(watchedPages.lastAskedAt, since))))
    .returning();
  if (!claimed) {
    throw new AppError(
      'RATE_LIMITED',
      say(
        {
          id: 'server.competitorTracker.checkedRecently',
          defaultMessage: 'This page was checked less than {minutes} minutes ago. Please try again later.',
        },
        { minutes: COMPETITOR_TRACKER_LIMITS.checkNowMinutes },
      ),
    );
  }
  return readNow(watcher, claimed);
}
