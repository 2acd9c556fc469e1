import { say } from '@core/i18n/say';
import { passesFilters } from '@core/tools/founder-news-bot/keyword-filter';
import {
  DEFAULT_NEWS_SETTINGS,
  NEWS_LIMITS,
  type ItemStateInput,
  type NewsItemView,
  type NewsSettings,
  type NewsView,
} from '@core/tools/founder-news-bot/news-feeds';
import { and, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import { newsFeeds, newsItems, newsItemStates, newsSettings, newsSubscriptions } from './founder-news-bot.tables';

/** The founder's reading list (ADR 0110): items of the feeds they follow, newest first, their filters applied; read and saved. */

/** Items read from the database for a view before the filters: the filters keep some of them, the view shows 200 at most. */
const SCAN = 1000;

const itemNotFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.news.itemNotFound', defaultMessage: 'News item not found' }));

/** The founder's filters and digest choice (none saved: no filters, no digest). */
export async function getSettings(db: Db, userId: string): Promise<NewsSettings> {
  const [row] = await db.select().from(newsSettings).where(ownedBy(newsSettings, userId));
  return row ? { include: row.include, exclude: row.exclude, digest: row.digest } : DEFAULT_NEWS_SETTINGS;
}

export async function putSettings(db: Db, userId: string, settings: NewsSettings): Promise<NewsSettings> {
  await db
    .insert(newsSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: newsSettings.userId, set: settings });
  return settings;
}

/** Whether the founder follows the item's feed. */
export const followedBy = (userId: string) =>
  exists(
    sql`(select 1 from ${newsSubscriptions} where ${newsSubscriptions.feedId} = ${newsItems.feedId} and ${newsSubscriptions.userId} = ${userId})`,
  );

/** The newest first: by the date the feed gave, else when this server first saw it. */
export const newestFirst = [desc(sql`coalesce(${newsItems.publishedAt}, ${newsItems.fetchedAt})`), desc(newsItems.id)];

/** Items as the founder sees them, with their read and saved marks, where `where` says. */
export async function itemsFor(db: Db, userId: string, where: SQL | undefined, limit: number): Promise<NewsItemView[]> {
  const rows = await db
    .select({
      id: newsItems.id,
      feedId: newsItems.feedId,
      feedTitle: newsFeeds.title,
      feedUrl: newsFeeds.url,
      title: newsItems.title,
      summary: newsItems.summary,
      link: newsItems.link,
      publishedAt: newsItems.publishedAt,
      read: newsItemStates.read,
      saved: newsItemStates.saved,
    })
    .from(newsItems)
    .innerJoin(newsFeeds, eq(newsFeeds.id, newsItems.feedId))
    .leftJoin(newsItemStates, ownedBy(newsItemStates, userId, eq(newsItemStates.itemId, newsItems.id)))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(({ feedUrl, publishedAt, read, saved, ...item }) => ({
    ...item,
    feedTitle: item.feedTitle || new URL(feedUrl).hostname,
    publishedAt: publishedAt?.toISOString() ?? null,
    read: read ?? false,
    saved: saved ?? false,
  }));
}

/**
 * A view of the reading list: 'all' and 'unread' are the followed feeds' items that pass the founder's keyword filters
 * (unread: not marked read); 'saved' is what they saved, whatever the filters say and whether they still follow its feed.
 */
export async function listItems(db: Db, userId: string, view: NewsView): Promise<NewsItemView[]> {
  if (view === 'saved') return itemsFor(db, userId, eq(newsItemStates.saved, true), NEWS_LIMITS.items);
  const where =
    view === 'unread'
      ? and(followedBy(userId), sql`coalesce(${newsItemStates.read}, false) = false`)
      : followedBy(userId);
  const settings = await getSettings(db, userId);
  return (await itemsFor(db, userId, where, SCAN))
    .filter((item) => passesFilters(item, settings))
    .slice(0, NEWS_LIMITS.items);
}

/**
 * Marks an item read or unread, saved or not. The item must be one the founder can see — of a feed they follow, or
 * one they saved — else it is a 404, as another founder's would be.
 */
export async function setItemState(
  db: Db,
  userId: string,
  itemId: string,
  input: ItemStateInput,
): Promise<NewsItemView> {
  if (!isUuid(itemId)) throw itemNotFound();
  const visible = or(followedBy(userId), eq(newsItemStates.saved, true));
  const [item] = await itemsFor(db, userId, and(eq(newsItems.id, itemId), visible), 1);
  if (!item) throw itemNotFound();
  const next = { read: input.read ?? item.read, saved: input.saved ?? item.saved };
  await db
    .insert(newsItemStates)
    .values({ userId, itemId, ...next })
    .onConflictDoUpdate({ target: [newsItemStates.userId, newsItemStates.itemId], set: next });
  return { ...item, ...next };
}
