import { EXPORT_FORMAT, EXPORT_VERSION } from '@core/account/export-contracts';
import { NEWS_FEEDS_KEY, NEWS_SETTINGS_KEY, newsItemsKey } from '@core/tools/founder-news-bot/news-query-keys';
import {
  followFeedInputSchema,
  itemStateInputSchema,
  newsSettingsSchema,
  newsViewSchema,
} from '@core/tools/founder-news-bot/news-feeds';
import { z } from '@core/zod';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { feedRefreshJob } from './feed-refresh-job';
import { founderNewsBotData } from './founder-news-bot-data';
import { founderNewsBotRoutes } from './founder-news-bot.routes';
import { newsFeeds, newsItems } from './founder-news-bot.tables';
import { newsDigestKind } from './mail/news-digest-kind';
import { newsDigestJob } from './news-digest';
import { listFeeds } from './news-feeds.service';
import { getSettings, listItems } from './news-items.service';

/**
 * A feed the fuzz seed follows through an import (no fetch), with one saved item: `.invalid` never resolves (RFC 6761
 * §6.4), so a refresh the fuzzer sends fails at once, as a feed that cannot be read.
 */
const SEED_FEED = 'http://feeds.invalid/fuzz.xml';

/**
 * The Founder News Bot (ADR 0110): the feeds founders follow, fetched once however many follow them, on a schedule and
 * on following, through the outbound rule; their reading lists, keyword filters, read and saved marks; a daily digest.
 */
export const founderNewsBotModule = defineServerToolModule({
  id: 'founder-news-bot',
  routes: {
    '/founder-news-bot': ({ db, safeFetch, readSession }) => founderNewsBotRoutes(db, safeFetch, readSession),
  },
  // The page opens with the followed feeds, the reading list and the filters.
  firstQueries: async (db, userId) => [
    { key: NEWS_FEEDS_KEY, data: await listFeeds(db, userId) },
    { key: newsItemsKey('all'), data: await listItems(db, userId, 'all') },
    { key: NEWS_SETTINGS_KEY, data: await getSettings(db, userId) },
  ],
  jobs: ({ db, safeFetch, notifier }) => [feedRefreshJob(db, safeFetch), newsDigestJob(db, notifier)],
  data: founderNewsBotData,
  notificationKinds: [newsDigestKind],
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/founder-news-bot/feeds' },
      { method: 'POST', route: '/api/founder-news-bot/feeds', body: followFeedInputSchema },
      { method: 'DELETE', route: '/api/founder-news-bot/feeds/:id', params: { id: 'newsFeed' } },
      { method: 'POST', route: '/api/founder-news-bot/feeds/refresh' },
      { method: 'GET', route: '/api/founder-news-bot/items', query: z.object({ view: newsViewSchema }) },
      {
        method: 'PUT',
        route: '/api/founder-news-bot/items/:id/state',
        params: { id: 'newsItem' },
        body: itemStateInputSchema,
      },
      { method: 'GET', route: '/api/founder-news-bot/settings' },
      { method: 'PUT', route: '/api/founder-news-bot/settings', body: newsSettingsSchema },
    ],
    seed: async ({ send, read }) => {
      await send('/api/account/import', {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        newsBot: {
          feeds: [{ url: SEED_FEED, title: 'Fuzz feed' }],
          saved: [{ feedUrl: SEED_FEED, key: 'fuzz-1', title: 'Fuzz item', link: 'https://news.example/fuzz-1' }],
        },
      });
      const feeds = await read<{ id: string }[]>('/api/founder-news-bot/feeds');
      const items = await read<{ id: string }[]>('/api/founder-news-bot/items?view=saved');
      return { newsFeed: feeds.map(({ id }) => id), newsItem: items.map(({ id }) => id) };
    },
    tables: [newsFeeds, newsItems],
    // The refresh job stamps what each feed answered.
    stampedColumns: [
      newsFeeds.title,
      newsFeeds.etag,
      newsFeeds.lastModified,
      newsFeeds.lastStatus,
      newsFeeds.lastError,
      newsFeeds.lastFetchedAt,
    ],
  },
});
