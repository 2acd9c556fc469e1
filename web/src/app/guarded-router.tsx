import { useEffect } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, type RouteObject } from 'react-router';
import { AppHistoryProvider } from '@/lib/app-history';
import type { GuardedHistory } from '@/lib/guarded-history';
import { AppRoutes } from './app-routes';

/** Tells `history` each page drawn (a navigation's commit: the page is on screen). */
function ReportDrawn({ history }: { history: GuardedHistory }) {
  const location = useLocation();
  useEffect(() => history.drawn(location), [history, location]);
  return null;
}

/** The app's router in the browser (or a test's memory): `routes` at `history`'s address, its guard for unsaved work. */
export function GuardedRouter({ history, routes }: { history: GuardedHistory; routes: RouteObject[] }) {
  return (
    <HistoryRouter history={history}>
      <AppHistoryProvider value={history}>
        <AppRoutes routes={routes} />
        <ReportDrawn history={history} />
      </AppHistoryProvider>
    </HistoryRouter>
  );
}
