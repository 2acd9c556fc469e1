import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/** The Founder News Bot's limits (ADR 0110). */
export const NEWS_LIMITS = {
  url: 2000,
  feeds: 50,
  word: 60,
  words: 30,
  /** Items a view shows at most (the newest). */
  items: 200,
} as const;

/** A feed's address as the founder types it: http or https only, nothing else (a clear message by the field). */
export const feedUrlSchema = trimmedText(NEWS_LIMITS.url, {
  required: say({ id: 'core.news.urlRequired', defaultMessage: 'Enter the feed’s address' }),
  tooLong: say({ id: 'core.news.urlTooLong', defaultMessage: 'At most {max} characters' }, { max: NEWS_LIMITS.url }),
}).check(
  z.refine(
    (url) => {
      try {
        const parsed = new URL(url);
        return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
      } catch {
        return false;
      }
    },
    say({
      id: 'core.news.urlNotHttp',
      defaultMessage: 'Enter a web address starting with http:// or https://',
    }),
  ),
);

/** The body of POST /api/founder-news-bot/feeds: the feed to follow. */
export const followFeedInputSchema = z.strictObject({ url: feedUrlSchema });
export type FollowFeedInput = z.input<typeof followFeedInputSchema>;

const wordSchema = trimmedText(NEWS_LIMITS.word, {
  required: say({ id: 'core.news.wordEmpty', defaultMessage: 'A filter word cannot be empty' }),
  tooLong: say(
    { id: 'core.news.wordTooLong', defaultMessage: 'At most {max} characters a word' },
    { max: NEWS_LIMITS.word },
  ),
});
const wordsSchema = z
  .array(wordSchema)
  .check(
    z.maxLength(
      NEWS_LIMITS.words,
      say({ id: 'core.news.tooManyWords', defaultMessage: 'At most {max} words' }, { max: NEWS_LIMITS.words }),
    ),
  );

/** The body of PUT /api/founder-news-bot/settings: the keyword filters and the daily digest (off by default). */
export const newsSettingsSchema = z.strictObject({
  include: wordsSchema,
  exclude: wordsSchema,
  digest: z.boolean(),
});
export type NewsSettings = z.output<typeof newsSettingsSchema>;
export const DEFAULT_NEWS_SETTINGS: NewsSettings = { include: [], exclude: [], digest: false };

/** The body of PUT /api/founder-news-bot/items/{id}/state: read, saved, or both. */
export const itemStateInputSchema = z.strictObject({ read: z.optional(z.boolean()), saved: z.optional(z.boolean()) });
export type ItemStateInput = z.input<typeof itemStateInputSchema>;

/** Which items a list shows: all (filtered), unread (filtered), or saved (whatever the filters say). */
export const NEWS_VIEWS = ['all', 'unread', 'saved'] as const;
export type NewsView = (typeof NEWS_VIEWS)[number];
export const newsViewSchema = z._default(z.enum(NEWS_VIEWS), 'all');

/** A followed feed as the page shows it: where it stands since it was last fetched. */
export type NewsFeedView = {
  id: string;
  url: string;
  title: string;
  /** null: not fetched yet. */
  lastFetchedAt: string | null;
  /** Why the feed could not be read last time (null: it was read). */
  lastError: string | null;
};

/** An item of a followed feed, as plain text and an http(s) link (never the feed's HTML). */
export type NewsItemView = {
  id: string;
  feedId: string;
  feedTitle: string;
  title: string;
  summary: string;
  link: string | null;
  publishedAt: string | null;
  read: boolean;
  saved: boolean;
};
