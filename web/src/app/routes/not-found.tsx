import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/** Any path the app does not know. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to={paths.home.getHref()} className="text-primary underline underline-offset-4 hover:opacity-80">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
