import type { NewsView } from './news-feeds';

/** The Founder News Bot's query keys: everything of it (a change reads it all again), the feeds, a view's items, the filters. */
export const NEWS_KEY = ['founder-news-bot'] as const;
export const NEWS_FEEDS_KEY = [...NEWS_KEY, 'feeds'] as const;
export const newsItemsKey = (view: NewsView) => [...NEWS_KEY, 'items', view] as const;
export const NEWS_SETTINGS_KEY = [...NEWS_KEY, 'settings'] as const;
