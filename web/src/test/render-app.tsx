import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router';
import { GuardedRouter } from '@/app/guarded-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { preloadPagesAt } from '@/app/tool-registry';
import { useBoardGarageIdeas } from '@/features/idea-board/hooks/use-garage-ideas';
import type { FirstData } from '@core/pages/first-data';
import { seedFirstData } from '@/lib/first-data';
import { GarageIdeasProvider } from '@/lib/garage-ideas';
import { guardHistory } from '@/lib/guarded-history';
import type { I18nState } from '@/lib/i18n/i18n-provider';
import { createQueryClient } from '@/lib/query-client';
import { seedFirstToolDocuments } from '@/lib/tool-documents/tool-documents-key';

/**
 * Some routes, with the app's providers, at one path; `history` is where the router is (and moves it). `strict`:
 * under StrictMode, as main.tsx renders the app. In English unless `i18n` says otherwise (from loadI18n).
 * `firstData`: what the server put in the page (who is signed in, their preferences, a tool's saved documents), in the
 * cache before the first render as the app's entry puts it; else the page asks for them.
 */
export function renderRoutes(
  routeObjects: RouteObject[],
  path = '/',
  { strict = false, i18n, firstData }: { strict?: boolean; i18n?: I18nState; firstData?: FirstData } = {},
) {
  const history = guardHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const user = userEvent.setup();
  const queryClient = createQueryClient({ retry: 0 });
  seedFirstData(queryClient, firstData);
  seedFirstToolDocuments(queryClient, firstData);
  const app = (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      {/* A tool rendered alone gets the Idea Garage's ideas as the tool route gives them (tool-body.tsx). */}
      <GarageIdeasProvider value={useBoardGarageIdeas}>
        <GuardedRouter history={history} routes={routeObjects} />
      </GarageIdeasProvider>
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, history, user };
}

/**
 * The whole app (real routes and providers) at one path, as a user would meet it (in English unless `i18n` says
 * otherwise; with the page's `firstData` when the server drew it).
 */
export const renderApp = (path: string, options: { i18n?: I18nState; firstData?: FirstData } = {}) =>
  renderRoutes(routes, path, options);

/**
 * Loads the modules of the app's pages at `path` (a tool's page with them), for a file's beforeAll: its tests' first
 * wait is then for the page's answer, not for cold modules that a busy machine takes seconds to transform (as the app
 * loads them before hydrating).
 */
export const loadPagesAt = (path: string) => preloadPagesAt(routes, path);
