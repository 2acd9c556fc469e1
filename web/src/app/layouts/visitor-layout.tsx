import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { preloadAuthDialog, useAuthDialog } from '@/features/auth/components/auth-dialog';

/** A visitor's page frame: the name, and sign-in and sign-up (from a shared link: 'Sign in to interact'). */
export function VisitorLayout({ children, fromSharedLink = false }: { children: ReactNode; fromSharedLink?: boolean }) {
  const t = useT();
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-border px-4 py-3 sm:px-8">
        <Link to={paths.home.getHref()} className="text-lg font-semibold">
          {t({ id: 'shell.visitorLayout.brand', defaultMessage: 'Founder Toolkit' })}
        </Link>
        {/* A pointer over or focus on either button loads the dialog, so that it opens at once. */}
        <nav
          className="flex gap-2"
          onPointerOver={() => void preloadAuthDialog()}
          onFocus={() => void preloadAuthDialog()}
          aria-label={t({ id: 'shell.visitorLayout.accountNav', defaultMessage: 'Account' })}
        >
          <Button variant="ghost" onClick={() => openAuthDialog({ mode: 'login', fromSharedLink })}>
            {t({ id: 'shell.visitorLayout.signIn', defaultMessage: 'Sign In' })}
          </Button>
          <Button onClick={() => openAuthDialog({ mode: 'signup', fromSharedLink })}>
            {t({ id: 'shell.visitorLayout.getStarted', defaultMessage: 'Get Started' })}
          </Button>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-8">{children}</main>
    </div>
  );
}
