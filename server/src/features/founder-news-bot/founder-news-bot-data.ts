import { tallyOf } from '@core/account/import-contracts';
import type { ImportedNewsBot, NewsBotExport } from '@core/tools/founder-news-bot/founder-news-bot-account-part';
import { NEWS_LIMITS } from '@core/tools/founder-news-bot/news-feeds';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { defineToolData, type ToolImported } from '../../tool-module/tool-data';
import { newsFeeds, newsItems, newsItemStates, newsSettings, newsSubscriptions } from './founder-news-bot.tables';
import { feedAt, tooManyFeeds } from './news-feeds.service';
import { getSettings, newestFirst } from './news-items.service';

/**
 * The Founder News Bot in the account file (ADR 0110): the feeds followed (by address), the filters and digest choice,
 * and the saved items with the feed each came from. What was read is left out: it is the feeds' news of the day.
 */
export async function exportNewsBot(db: Db, userId: string): Promise<NewsBotExport> {
  const feeds = await db
    .select({ url: newsFeeds.url, title: newsFeeds.title })
    .from(newsSubscriptions)
    .innerJoin(newsFeeds, eq(newsFeeds.id, newsSubscriptions.feedId))
    .where(ownedBy(newsSubscriptions, userId))
    .orderBy(asc(newsFeeds.url));
  const saved = await db
    .select({
      feedUrl: newsFeeds.url,
      key: newsItems.key,
      title: newsItems.title,
      summary: newsItems.summary,
      link: newsItems.link,
      publishedAt: newsItems.publishedAt,
    })
    .from(newsItemStates)
    .innerJoin(newsItems, eq(newsItems.id, newsItemStates.itemId))
    .innerJoin(newsFeeds, eq(newsFeeds.id, newsItems.feedId))
    .where(ownedBy(newsItemStates, userId, eq(newsItemStates.saved, true)))
    .orderBy(...newestFirst);
  return {
    feeds,
    settings: await getSettings(db, userId),
    saved: saved.map(({ publishedAt, ...item }) => ({ ...item, publishedAt: publishedAt?.toISOString() ?? null })),
  };
}

/** Saves one item of the file, stored in its feed once by its key; gives whether it was not saved before. */
async function saveItem(tx: Tx, userId: string, { feedUrl, publishedAt, ...item }: ImportedNewsBot['saved'][number]) {
  const feed = await feedAt(tx, feedUrl);
  await tx
    .insert(newsItems)
    .values({ feedId: feed.id, ...item, publishedAt: publishedAt ? new Date(publishedAt) : null })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(and(eq(newsItems.feedId, feed.id), eq(newsItems.key, item.key)));
  const [before] = await tx
    .select({ saved: newsItemStates.saved })
    .from(newsItemStates)
    .where(ownedBy(newsItemStates, userId, eq(newsItemStates.itemId, row!.id)));
  await tx
    .insert(newsItemStates)
    .values({ userId, itemId: row!.id, saved: true })
    .onConflictDoUpdate({ target: [newsItemStates.userId, newsItemStates.itemId], set: { saved: true } });
  return before?.saved !== true;
}

/**
 * Adds what the account lacks: the file's feeds (followed; the next refresh fetches them), its filters when the account
 * has none saved, and its saved items.
 */
export async function importNewsBot(tx: Tx, userId: string, part: ImportedNewsBot): Promise<ToolImported> {
  let feedsAdded = 0;
  for (const { url, title } of part.feeds) {
    const feed = await feedAt(tx, url, title);
    const added = await tx
      .insert(newsSubscriptions)
      .values({ userId, feedId: feed.id })
      .onConflictDoNothing()
      .returning({ feedId: newsSubscriptions.feedId });
    feedsAdded += added.length;
  }
  // The file holds at most the limit, but with the feeds the account follows already it may go over: nothing is kept.
  const [held] = await tx.select({ n: count() }).from(newsSubscriptions).where(ownedBy(newsSubscriptions, userId));
  if ((held?.n ?? 0) > NEWS_LIMITS.feeds) {
    const message = tooManyFeeds();
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'newsBot.feeds', message }]);
  }
  await tx
    .insert(newsSettings)
    .values({ userId, ...part.settings })
    .onConflictDoNothing();
  let savedAdded = 0;
  for (const item of part.saved) if (await saveItem(tx, userId, item)) savedAdded += 1;
  return { newsFeeds: tallyOf(feedsAdded, part.feeds.length), savedNews: tallyOf(savedAdded, part.saved.length) };
}

/** The Founder News Bot's part of the account file, `newsBot`. */
export const founderNewsBotData = defineToolData({
  part: 'newsBot',
  tables: [newsSubscriptions, newsItemStates, newsSettings],
  export: exportNewsBot,
  import: importNewsBot,
});
