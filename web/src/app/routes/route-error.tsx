import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** What a page that failed to render (or to load its code, after a deploy) shows instead of a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  useEffect(() => console.error('Page failed:', error), [error]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-bold">
          {t({ id: 'shell.routeError.title', defaultMessage: 'Something went wrong' })}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {t({
            id: 'shell.routeError.description',
            defaultMessage: 'This page could not be shown. Reloading usually helps.',
          })}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          {/* A plain button, like the link beside it: Button's cn() would bring tailwind-merge into the app's entry. */}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {t({ id: 'shell.routeError.reload', defaultMessage: 'Reload page' })}
          </button>
          <Link
            to={paths.home.getHref()}
            className="inline-flex h-10 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-background"
          >
            {t({ id: 'shell.routeError.home', defaultMessage: 'Go to homepage' })}
          </Link>
        </div>
      </div>
    </main>
  );
}
