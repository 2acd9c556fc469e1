import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useApplyPreferences } from '@/features/preferences/hooks/use-apply-preferences';
import { Sidebar } from './sidebar/sidebar';

/** Signed-in pages: the sidebar (collapsed by default) and the page. On phones the open sidebar overlays. */
export function AppShell({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [expanded, setExpanded] = useState(false);
  useApplyPreferences();
  if (session.status !== 'signed-in') return null;
  return (
    <div className="min-h-screen">
      <Sidebar user={session.user} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
      {expanded && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-black/40 md:hidden"
          onClick={() => setExpanded(false)}
        />
      )}
      <main
        className={cn(
          'min-h-screen pl-16 transition-[padding] duration-200 motion-reduce:transition-none',
          expanded && 'md:pl-64',
        )}
      >
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">{children}</div>
      </main>
    </div>
  );
}
