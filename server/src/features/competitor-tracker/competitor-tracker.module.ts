import { WATCHED_PAGES_KEY } from '@core/tools/competitor-tracker/competitor-tracker-query-keys';
import { watchedPageInputSchema } from '@core/tools/competitor-tracker/watched-pages';
import type { SafeFetch } from '../../outbound/safe-fetch';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { competitorTrackerData } from './competitor-tracker-data';
import { competitorTrackerRoutes } from './competitor-tracker.routes';
import { watchedPages, watchedPageVersions } from './competitor-tracker.tables';
import { competitorPageChangedKind } from './mail/page-changed-kind';
import { pageCheckJob } from './page-check-job';
import { createPageReader, type PageReader } from './page-reader';
import { listWatchedPages } from './watched-pages.service';

/** One page reader per way outside, so the routes and the daily job share its robots.txt cache. */
const readers = new WeakMap<SafeFetch, PageReader>();
const readerFor = (safeFetch: SafeFetch) => {
  const reader = readers.get(safeFetch) ?? createPageReader(safeFetch);
  readers.set(safeFetch, reader);
  return reader;
};

/** A page the fuzz seed watches: nothing answers it (the fuzzer has no web), so it keeps its problem. */
const SEED_PAGE = { competitor: 'Acme', kind: 'pricing', url: 'https://acme.invalid/pricing' } as const;

/** The Competitor Tracker (ADR 0109): competitors' pages read daily and on request, each change kept and told. */
export const competitorTrackerModule = defineServerToolModule({
  id: 'competitor-tracker',
  routes: {
    '/competitor-tracker': ({ db, safeFetch, notifier, allowLoopback, readSession }) =>
      competitorTrackerRoutes({ db, readPage: readerFor(safeFetch), notifier, allowLoopback }, readSession),
  },
  // The page opens with the founder's watched pages and their last changes.
  firstQueries: async (db, userId) => [{ key: WATCHED_PAGES_KEY, data: await listWatchedPages(db, userId) }],
  jobs: ({ db, safeFetch, notifier }) => [pageCheckJob(db, readerFor(safeFetch), notifier)],
  data: competitorTrackerData,
  notificationKinds: [competitorPageChangedKind],
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/competitor-tracker/pages' },
      { method: 'POST', route: '/api/competitor-tracker/pages', body: watchedPageInputSchema },
      {
        method: 'PUT',
        route: '/api/competitor-tracker/pages/:id',
        params: { id: 'watchedPage' },
        body: watchedPageInputSchema,
      },
      { method: 'DELETE', route: '/api/competitor-tracker/pages/:id', params: { id: 'watchedPage' } },
      { method: 'POST', route: '/api/competitor-tracker/pages/:id/check', params: { id: 'watchedPage' } },
    ],
    seed: async ({ send }) => {
      const { page } = await send<{ page: { id: string } }>('/api/competitor-tracker/pages', SEED_PAGE);
      return { watchedPage: [page.id] };
    },
    tables: [watchedPages, watchedPageVersions],
    stampedColumns: [watchedPages.lastCheckedAt, watchedPages.problem],
  },
});
