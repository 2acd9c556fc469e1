import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-runner';
import type { SafeFetch } from '../../outbound/safe-fetch';
import { refreshFeed } from './feed-refresh';
import { newsFeeds, newsSubscriptions } from './founder-news-bot.tables';

/** Every 30 minutes: news a founder follows is at most half an hour old on the page. */
const REFRESH_SCHEDULE = '*/30 * * * *';

/**
 * Fetches every feed someone follows, once however many follow it, one after the other (ADR 0110); a feed nobody
 * follows any more is left alone. A feed that fails keeps its error and the pass goes on. Returns how many were fetched.
 */
export async function refreshAllFollowedFeeds(db: Db, safeFetch: SafeFetch): Promise<number> {
  const feeds = await db
    .select({ id: newsFeeds.id, url: newsFeeds.url, etag: newsFeeds.etag, lastModified: newsFeeds.lastModified })
    .from(newsFeeds)
    .where(sql`exists (select 1 from ${newsSubscriptions} where ${eq(newsSubscriptions.feedId, newsFeeds.id)})`)
    .orderBy(asc(newsFeeds.url));
  for (const feed of feeds) await refreshFeed(db, safeFetch, feed);
  return feeds.length;
}

/** `news-feeds-refresh`, every 30 minutes. */
export function feedRefreshJob(db: Db, safeFetch: SafeFetch): JobDefinition<object> {
  return {
    name: 'news-feeds-refresh',
    schedule: REFRESH_SCHEDULE,
    // One pass, each feed 15 s at most: an hour holds 240 unanswering feeds.
    expireInHours: 1,
    async run() {
      await refreshAllFollowedFeeds(db, safeFetch);
    },
  };
}
