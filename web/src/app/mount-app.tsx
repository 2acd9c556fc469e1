import { startTransition, type ComponentType } from 'react';
import type { $ZodConfig } from 'zod/v4/core';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type RouteObject } from 'react-router';
import { pageDayOf } from '@core/pages/first-data';
import { loadI18n, type I18nState } from '@/lib/i18n/i18n-provider';
import { createQueryClient } from '@/lib/query-client';
import { nameFirstDocumentInAddress } from '@/lib/tool-documents/document-address';
import { wakeServerDrawnPage } from '@/components/on-screen';
import { readFirstData } from '@/lib/first-data';
import { markSignedOut } from '@/lib/session';
import { nextTask } from '@/lib/next-task';
import { guardHistory } from '@/lib/guarded-history';
import type { QueryClient } from '@tanstack/react-query';
import { appTree, seededQueryClient } from './app-tree';
import { GuardedRouter } from './guarded-router';
import { appRoutes } from './router';
import { preloadPagesAt } from './tool-registry';

// Our CSP forbids eval: zod validates without compiling (and without probing whether it may, which the CSP reports).
// Set where zod reads its config from when it loads (core.ts says so) rather than with z.config(): zod is then
// only in the routes' chunks, not the entry. Added to, not replaced, in case zod has loaded already.
Object.assign(((globalThis as { __zod_globalConfig?: $ZodConfig }).__zod_globalConfig ??= {}), { jitless: true });

/** The window's history, where a move waits for the next page's modules. */
const browserHistory = (routes: RouteObject[]) =>
  guardHistory(createBrowserHistory({ v5Compat: true }), (pathname) => preloadPagesAt(routes, pathname));

/** The tree in the browser: `routes` at the window's address, in `history`. */
const browserTree = (
  queryClient: QueryClient,
  i18n: I18nState,
  routes: RouteObject[],
  history: ReturnType<typeof browserHistory>,
  onScreen?: () => void,
) => appTree(queryClient, i18n, <GuardedRouter history={history} routes={routes} />, onScreen);

/** The page's language and the modules of the page at the window's address, loaded side by side. */
const loadPage = (routes: RouteObject[]) =>
  Promise.all([loadI18n(), preloadPagesAt(routes, window.location.pathname)]).then(([i18n]) => i18n);

/**
 * Renders the whole app into `root` at the current address, in the page's language (its messages load
 * first), with the data the page came with already in the query cache. `fromLanding`: the light landing page
 * hands over (the server served it only to a visitor, so the session is known to be signed out), with the
 * landing route it has loaded beside this module (`Landing`), so the same page shows at once.
 */
export async function mountApp(
  root: Root,
  { fromLanding = false, Landing }: { fromLanding?: boolean; Landing?: ComponentType } = {},
) {
  const queryClient = fromLanding ? createQueryClient() : seededQueryClient(readFirstData());
  if (fromLanding) markSignedOut(queryClient);
  const routes = appRoutes(Landing);
  root.render(browserTree(queryClient, await loadPage(routes), routes, browserHistory(routes)));
}

/**
 * Takes over the page the server rendered (ADR 0038): the same tree from the same first data and language, with
 * the route's modules loaded first, so its first render matches the HTML and only attaches to it. Hydration is a
 * transition, so React yields to the browser while it works and no long task holds the page. What a person does on the
 * page until then is held and done once it is live (ADR 0090). What comes before it is done in steps, each in a task of
 * its own (ADR 0043, ADR 0130), none in the task that ran the entry's modules: the query cache seeded from the first
 * data, asking for the route's modules (matching the routes), tailwind-merge's tables built by its first call (10–25 ms),
 * and the window's history (its first `replaceState`, 8–10 ms), with the tool's first document named in the address.
 */
export async function hydrateApp(container: HTMLElement) {
  await nextTask();
  const firstData = readFirstData();
  const queryClient = seededQueryClient(firstData);
  await nextTask();
  const routes = appRoutes();
  const [page, { cn }] = await Promise.all([loadPage(routes), import('@/lib/cn')]);
  const i18n = { ...page, today: pageDayOf(firstData) };
  await nextTask();
  cn('p-0', 'p-1');
  await nextTask();
  nameFirstDocumentInAddress(firstData);
  const history = browserHistory(routes);
  await nextTask();
  const tree = browserTree(queryClient, i18n, routes, history, wakeServerDrawnPage(container));
  startTransition(() => void hydrateRoot(container, tree));
}
