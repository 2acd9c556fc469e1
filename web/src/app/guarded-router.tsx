import { useEffect, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, type RouteObject } from 'react-router';
import { AppHistoryProvider } from '@/lib/app-history';
import type { GuardedHistory } from '@/lib/guarded-history';
import { AppRoutes } from './app-routes';

/**
 * Tells `history` each page drawn (a navigation's commit: the page is on screen): its effect runs once the page's have.
 * It holds the routes rather than sitting beside them: beside, the routes would be the first of two children here and
 * the only one under the server's router, and every id useId makes in a page would differ between the HTML and the
 * hydrated page, which React keeps without a word (ADR 0038).
 */
function ReportingDrawn({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  const location = useLocation();
  useEffect(() => history.drawn(location), [history, location]);
  return children;
}

/** The app's router in the browser (or a test's memory): `routes` at `history`'s address, its guard for unsaved work. */
export function GuardedRouter({ history, routes }: { history: GuardedHistory; routes: RouteObject[] }) {
  return (
    <HistoryRouter history={history}>
      <AppHistoryProvider value={history}>
        <ReportingDrawn history={history}>
          <AppRoutes routes={routes} />
        </ReportingDrawn>
      </AppHistoryProvider>
    </HistoryRouter>
  );
}
