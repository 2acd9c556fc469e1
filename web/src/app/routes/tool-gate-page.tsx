import type { Tool } from '@core/tools/tool-catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthDialog } from '@/features/auth/components/auth-dialog';
import { ToolGate } from '@/features/tools/components/tool-gate';
import { useT } from '@/lib/i18n/use-t';

/** A tool that needs an account, as a visitor meets it at /tool/{id}: the login-required gate, full page. */
export function ToolGatePage({ tool, sharedContent }: { tool: Tool; sharedContent?: ReactNode }) {
  const t = useT();
  const { openAuthDialog } = useAuthDialog();

  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="flex h-14 items-center border-b border-border bg-card px-4 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="rounded-md text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t({ id: 'tools.gatePage.brand', defaultMessage: 'Founder Toolkit' })}
        </Link>
      </header>
      <main>
        <ToolGate
          tool={tool}
          sharedContent={sharedContent}
          onSignIn={() => openAuthDialog({ mode: 'login' })}
          onCreateAccount={() => openAuthDialog({ mode: 'signup' })}
        />
      </main>
    </div>
  );
}
