import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';
import { importedWatchedPagesSchema, watchedPagesExportSchema } from './competitor-tracker-account-part';

/** The Competitor Tracker, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const competitorTrackerContracts = defineToolContracts({
  id: 'competitor-tracker',
  notificationKinds: [
    {
      // A watched page whose text changed: the competitor and the page's kind ('Acme pricing'), the day it was seen.
      kind: 'competitor_page_changed',
      sentence: defineMessage({
        id: 'notifications.item.competitorPageChanged',
        defaultMessage: 'A page you watch changed: {subject}',
      }),
      dated: defineMessage({ id: 'notifications.item.competitorPageChangedOn', defaultMessage: 'Changed on {date}' }),
    },
  ],
  accountPart: {
    key: 'watchedPages',
    export: watchedPagesExportSchema,
    import: importedWatchedPagesSchema,
    tallies: {
      watchedPages: defineMessage({
        id: 'account.importReport.watchedPages',
        defaultMessage: '{count, plural, one {{count} watched page} other {{count} watched pages}}',
      }),
    },
    lists: {
      watchedPages: {
        item: defineMessage({ id: 'account.importPlace.watchedPage', defaultMessage: 'watched page {number}' }),
        list: defineMessage({ id: 'account.importPlace.watchedPages', defaultMessage: 'watched pages' }),
      },
      versions: {
        item: defineMessage({ id: 'account.importPlace.pageVersion', defaultMessage: 'version {number}' }),
        list: defineMessage({ id: 'account.importPlace.pageVersions', defaultMessage: 'versions' }),
      },
    },
  },
});
