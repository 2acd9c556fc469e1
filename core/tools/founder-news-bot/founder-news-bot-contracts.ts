import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';
import { importedNewsBotSchema, newsBotExportSchema } from './founder-news-bot-account-part';

/** The Founder News Bot, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const founderNewsBotContracts = defineToolContracts({
  id: 'founder-news-bot',
  notificationKinds: [
    {
      // The daily digest of new items that pass the founder's filters: the subject is how many.
      kind: 'news_digest',
      sentence: defineMessage({
        id: 'notifications.item.newsDigest',
        defaultMessage: 'New in your news feeds: {subject}',
      }),
    },
  ],
  accountPart: {
    key: 'newsBot',
    export: newsBotExportSchema,
    import: importedNewsBotSchema,
    tallies: {
      newsFeeds: defineMessage({
        id: 'account.importReport.newsFeeds',
        defaultMessage: '{count, plural, one {{count} followed feed} other {{count} followed feeds}}',
      }),
      savedNews: defineMessage({
        id: 'account.importReport.savedNews',
        defaultMessage: '{count, plural, one {{count} saved news item} other {{count} saved news items}}',
      }),
    },
    lists: {
      feeds: {
        item: defineMessage({ id: 'account.importPlace.newsFeed', defaultMessage: 'feed {number}' }),
        list: defineMessage({ id: 'account.importPlace.newsFeeds', defaultMessage: 'feeds' }),
      },
      include: {
        item: defineMessage({ id: 'account.importPlace.newsIncludeWord', defaultMessage: 'word {number}' }),
        list: defineMessage({ id: 'account.importPlace.newsIncludeWords', defaultMessage: 'words to look for' }),
      },
      exclude: {
        item: defineMessage({ id: 'account.importPlace.newsExcludeWord', defaultMessage: 'word {number}' }),
        list: defineMessage({ id: 'account.importPlace.newsExcludeWords', defaultMessage: 'words to leave out' }),
      },
      saved: {
        item: defineMessage({ id: 'account.importPlace.savedNewsItem', defaultMessage: 'saved item {number}' }),
        list: defineMessage({ id: 'account.importPlace.savedNews', defaultMessage: 'saved items' }),
      },
    },
  },
});
