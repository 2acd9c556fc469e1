import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { preloadRoutes } from './lazy-route';
import { PageErrorBoundary } from './page-error-boundary';

function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The page `routes` give the router's address (router.tsx), the same under the browser's router and the server's:
 * a spinner while a first page's module loads (a later page waits with the one it leaves, a navigation being a
 * transition), and RouteError when a page fails. The modules of every route at a new address start loading side by
 * side (the layout's and the page's), not each once the one above it has drawn.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  void preloadRoutes(routes, pathname);
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={<FullPageSpinner />}>
        <MatchedRoutes routes={routes} />
      </Suspense>
    </PageErrorBoundary>
  );
}
