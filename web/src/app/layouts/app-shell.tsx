import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useApplyPreferences } from '@/features/preferences/hooks/use-apply-preferences';
import { PhoneHeader } from './phone-header';
import { Sidebar } from './sidebar/sidebar';
import { ToolNotificationSubjects } from './sidebar/tool-notification-subjects';
import { usePhoneDrawer } from './use-phone-drawer';

const SIDEBAR_ID = 'app-sidebar';

/**
 * Signed-in pages: the sidebar (collapsed by default) and the page. Below 768 px the expanded sidebar overlays; below
 * 640 px it is a drawer opened from the phone header's menu button (ADR 0115).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const [expanded, setExpanded] = useState(false);
  const { isOpen: isDrawerOpen, open: openDrawer, close: closeDrawer, buttonRef, drawerRef } = usePhoneDrawer();
  useApplyPreferences();
  if (session.status !== 'signed-in') return null;
  const close = () => {
    setExpanded(false);
    closeDrawer();
  };
  return (
    <ToolNotificationSubjects>
      <div className="min-h-screen">
        <PhoneHeader
          drawerId={SIDEBAR_ID}
          isDrawerOpen={isDrawerOpen}
          onOpenDrawer={openDrawer}
          buttonRef={buttonRef}
          inert={isDrawerOpen}
        />
        <Sidebar
          user={session.user}
          expanded={expanded}
          onToggle={() => setExpanded(!expanded)}
          drawer={{ id: SIDEBAR_ID, isOpen: isDrawerOpen, onClose: closeDrawer }}
          ref={drawerRef}
        />
        {(expanded || isDrawerOpen) && (
          <div
            aria-hidden="true"
            className={cn('fixed inset-0 z-30 bg-black/40 md:hidden', !isDrawerOpen && 'max-sm:hidden')}
            onClick={close}
          />
        )}
        <main
          inert={isDrawerOpen}
          className={cn(
            'transition-[padding] duration-200 motion-reduce:transition-none sm:min-h-screen sm:pl-16',
            expanded && 'md:pl-64',
          )}
        >
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">{children}</div>
        </main>
      </div>
    </ToolNotificationSubjects>
  );
}
