import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { OutboundError, type SafeFetch } from '../../outbound/safe-fetch';
import { FeedFormatError, parseFeed } from './feed-parser';
import { feedText } from './feed-text';
import { newsFeeds, newsItems } from './founder-news-bot.tables';

type FeedRow = Pick<typeof newsFeeds.$inferSelect, 'id' | 'url' | 'etag' | 'lastModified'>;

/**
 * What one fetch of a feed came to: items new to this server, or why it could not be read (the page says 'This feed
 * could not be read: …' with it); `refused` when the outbound rule refused its address (a private one, say).
 */
export type FeedRefresh = { status: number | null; added: number; error: string | null; refused: boolean };

/** A feed's answer waits at most this long: a job fetching many feeds moves on. */
const FEED_TIMEOUT_MS = 15_000;
const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** Why the fetch failed, in words for the feed's line: the rule's, the parser's, or (a fault of ours) the error's own. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Fetches one feed through the outbound rule (ADR 0110), conditionally: its last ETag and Last-Modified go as
 * If-None-Match and If-Modified-Since, and a 304 stores nothing new. A 200 is parsed and its items stored once per feed
 * by their keys; anything else — a refused address, a timeout, an error status, a document that is not a feed — is
 * kept on the feed as its error and thrown nowhere: one feed never stops the others.
 */
export async function refreshFeed(db: Db, safeFetch: SafeFetch, feed: FeedRow): Promise<FeedRefresh> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (feed.etag) headers['if-none-match'] = feed.etag;
  if (feed.lastModified) headers['if-modified-since'] = feed.lastModified;
  const stamp = async (values: Partial<typeof newsFeeds.$inferInsert>) =>
    void (await db
      .update(newsFeeds)
      .set({ lastFetchedAt: sql`now()`, ...values })
      .where(eq(newsFeeds.id, feed.id)));
  let status: number | null = null;
  try {
    const response = await safeFetch(feed.url, { headers, maxRedirects: 3, timeoutMs: FEED_TIMEOUT_MS });
    status = response.status;
    if (status === 304) {
      await stamp({ lastStatus: 304, lastError: null });
      return { status, added: 0, error: null, refused: false };
    }
    if (status < 200 || status >= 300) throw new FeedFormatError(`the server answered ${status}`);
    const parsed = parseFeed(
      feedText(response.body, header(response.headers['content-type']) ?? undefined),
      response.url,
    );
    const added =
      parsed.items.length === 0
        ? []
        : await db
            .insert(newsItems)
            .values(parsed.items.map((item) => ({ feedId: feed.id, ...item })))
            .onConflictDoNothing()
            .returning({ id: newsItems.id });
    await stamp({
      lastStatus: status,
      lastError: null,
      ...(parsed.title ? { title: parsed.title } : {}),
      etag: header(response.headers.etag),
      lastModified: header(response.headers['last-modified']),
    });
    return { status, added: added.length, error: null, refused: false };
  } catch (error) {
    const reason = reasonOf(error);
    await stamp({ lastStatus: status, lastError: reason });
    return { status, added: 0, error: reason, refused: error instanceof OutboundError && error.reason === 'refused' };
  }
}
