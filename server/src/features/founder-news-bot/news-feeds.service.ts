import { say } from '@core/i18n/say';
import { NEWS_LIMITS, type NewsFeedView } from '@core/tools/founder-news-bot/news-feeds';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser, type Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import type { SafeFetch } from '../../outbound/safe-fetch';
import { refreshFeed } from './feed-refresh';
import { newsFeeds, newsSubscriptions } from './founder-news-bot.tables';

/** The feeds a founder follows (ADR 0110): follow one by its address, stop following, fetch them now. */

const feedNotFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.news.feedNotFound', defaultMessage: 'You do not follow this feed' }));

const viewOf = (feed: typeof newsFeeds.$inferSelect): NewsFeedView => ({
  id: feed.id,
  url: feed.url,
  title: feed.title || new URL(feed.url).hostname,
  lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
  lastError: feed.lastError,
});

/** The feeds the founder follows, by title. */
async function followedFeeds(db: Db, userId: string) {
  const rows = await db
    .select({ feed: newsFeeds })
    .from(newsSubscriptions)
    .innerJoin(newsFeeds, eq(newsFeeds.id, newsSubscriptions.feedId))
    .where(ownedBy(newsSubscriptions, userId))
    .orderBy(asc(newsFeeds.title), asc(newsFeeds.url));
  return rows.map(({ feed }) => feed);
}

export const listFeeds = async (db: Db, userId: string): Promise<NewsFeedView[]> =>
  (await followedFeeds(db, userId)).map(viewOf);

/** The address a feed is stored by: the URL as WHATWG reads it (host lower-cased, default port dropped). */
export const feedAddress = (url: string) => new URL(url).toString();

/** The feed at `url`, made once for everyone who follows it. */
export async function feedAt(db: Db | Tx, url: string, title = '') {
  const address = feedAddress(url);
  await db.insert(newsFeeds).values({ url: address, title }).onConflictDoNothing();
  const [feed] = await db.select().from(newsFeeds).where(eq(newsFeeds.url, address));
  return feed!;
}

/** 'You can follow up to 50 feeds…': following one more, or an import that would. */
export const tooManyFeeds = () =>
  say(
    {
      id: 'server.news.tooManyFeeds',
      defaultMessage: 'You can follow up to {max} feeds. Stop following one to add another.',
    },
    { max: NEWS_LIMITS.feeds },
  );

/**
 * Follows the feed at `url` (a feed the founder follows already is answered as it is). A feed never fetched is fetched
 * at once, so its items are there when the page reads them; an address the outbound rule refuses (a private one) is a
 * 422 on the field, and nothing is kept of it. A feed that cannot be read otherwise is followed with its error shown.
 */
export async function followFeed(db: Db, safeFetch: SafeFetch, userId: string, url: string): Promise<NewsFeedView> {
  const feed = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ feeds } = { feeds: 0 }] = await tx
      .select({ feeds: count() })
      .from(newsSubscriptions)
      .where(ownedBy(newsSubscriptions, userId));
    if (feeds >= NEWS_LIMITS.feeds) throw new AppError('CONFLICT', tooManyFeeds());
    const row = await feedAt(tx, url);
    await tx.insert(newsSubscriptions).values({ userId, feedId: row.id }).onConflictDoNothing();
    return row;
  });
  if (feed.lastFetchedAt !== null) return viewOf(feed);
  const refreshed = await refreshFeed(db, safeFetch, feed);
  if (refreshed.refused) {
    await db.delete(newsSubscriptions).where(ownedBy(newsSubscriptions, userId, eq(newsSubscriptions.feedId, feed.id)));
    await db
      .delete(newsFeeds)
      .where(
        and(
          eq(newsFeeds.id, feed.id),
          sql`not exists (select 1 from ${newsSubscriptions} where ${newsSubscriptions.feedId} = ${newsFeeds.id})`,
        ),
      );
    const message = say(
      { id: 'server.news.addressRefused', defaultMessage: 'This address cannot be fetched: {reason}' },
      { reason: refreshed.error ?? '' },
    );
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'url', message }]);
  }
  const [fetched] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, feed.id));
  return viewOf(fetched!);
}

/** Stops following a feed (its items go from the founder's lists; what they saved stays saved). */
export async function unfollowFeed(db: Db, userId: string, feedId: string): Promise<void> {
  if (!isUuid(feedId)) throw feedNotFound();
  const gone = await db
    .delete(newsSubscriptions)
    .where(ownedBy(newsSubscriptions, userId, eq(newsSubscriptions.feedId, feedId)))
    .returning({ feedId: newsSubscriptions.feedId });
  if (gone.length === 0) throw feedNotFound();
}

/** Feeds the page's Refresh fetches at once: 50 followed feeds take 10 rounds, not 50 (each 15 s at most). */
const REFRESH_AT_ONCE = 5;

/** Fetches every feed the founder follows now (the page's Refresh), five at a time; gives the feeds as they are then. */
export async function refreshFollowedFeeds(db: Db, safeFetch: SafeFetch, userId: string): Promise<NewsFeedView[]> {
  const feeds = await followedFeeds(db, userId);
  for (let start = 0; start < feeds.length; start += REFRESH_AT_ONCE)
    await Promise.all(feeds.slice(start, start + REFRESH_AT_ONCE).map((feed) => refreshFeed(db, safeFetch, feed)));
  return listFeeds(db, userId);
}
