import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/** Any path the app does not know. */
export function NotFoundRoute() {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">{404}</h1>
        <p className="mb-4 text-xl text-muted-foreground">
          {t({ id: 'shell.notFound.title', defaultMessage: 'Oops! Page not found' })}
        </p>
        <Link to={paths.home.getHref()} className="text-primary underline underline-offset-4 hover:opacity-80">
          {t({ id: 'shell.notFound.home', defaultMessage: 'Return to Home' })}
        </Link>
      </div>
    </main>
  );
}
