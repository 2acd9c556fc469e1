import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What a page that failed to render (or to load its code, after a deploy) shows instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Page failed:', error), [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">
          This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Link
            to={paths.home.getHref()}
            className="inline-flex h-10 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-background"
          >
            Go to homepage
          </Link>
        </div>
      </div>
    </main>
  );
}
