import { nullableText, when } from '../../account/export-fields';
import { instant, listOf } from '../../account/import-fields';
import { say } from '../../i18n/say';
import { z } from '../../zod';
import { DEFAULT_NEWS_SETTINGS, feedUrlSchema, NEWS_LIMITS, newsSettingsSchema } from './news-feeds';

/*
 * The Founder News Bot's part of the account file, `newsBot` (ADR 0110): the feeds the founder follows (by address),
 * the keyword filters and digest choice, and the items they saved (as plain text and a link, with the feed they came
 * from). What they read is not in it: a restored account reads the feeds afresh.
 */

/** What the export writes. */
export const newsBotExportSchema = z.object({
  feeds: z.array(z.object({ url: z.string(), title: z.string() })),
  settings: z.object({ include: z.array(z.string()), exclude: z.array(z.string()), digest: z.boolean() }),
  saved: z.array(
    z.object({
      feedUrl: z.string(),
      /** The item's key in its feed (guid, id, link or a hash): an import stores it once. */
      key: z.string(),
      title: z.string(),
      summary: z.string(),
      link: nullableText,
      publishedAt: z.nullable(when),
    }),
  ),
});
export type NewsBotExport = z.infer<typeof newsBotExportSchema>;

const SAVED_MAX = 5000;
const importedLink = z._default(
  z.nullable(
    z
      .string()
      .check(
        z.refine(
          (link) => /^https?:\/\//i.test(link),
          say({ id: 'core.news.linkNotHttp', defaultMessage: 'Not a web address' }),
        ),
      ),
  ),
  null,
);

/** What the import reads; an older file has no part (nothing changes). */
export const importedNewsBotSchema = z._default(
  z.object({
    feeds: listOf(
      z.object({ url: feedUrlSchema, title: z._default(z.string().check(z.maxLength(300)), '') }),
      NEWS_LIMITS.feeds,
      say({ id: 'core.account.tooManyNewsFeeds', defaultMessage: 'At most {max} feeds' }, { max: NEWS_LIMITS.feeds }),
    ),
    settings: z._default(newsSettingsSchema, DEFAULT_NEWS_SETTINGS),
    saved: listOf(
      z.object({
        feedUrl: feedUrlSchema,
        key: z.string().check(z.minLength(1), z.maxLength(2000)),
        title: z.string().check(z.minLength(1), z.maxLength(1000)),
        summary: z._default(z.string().check(z.maxLength(2000)), ''),
        link: importedLink,
        publishedAt: z._default(z.nullable(instant), null),
      }),
      SAVED_MAX,
      say({ id: 'core.account.tooManySavedNews', defaultMessage: 'At most {max} saved items' }, { max: SAVED_MAX }),
    ),
  }),
  { feeds: [], settings: DEFAULT_NEWS_SETTINGS, saved: [] },
);
export type ImportedNewsBot = z.output<typeof importedNewsBotSchema>;
