import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import type { SessionUser } from '@/lib/session';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useLiveStream } from '@/features/notifications/hooks/use-live-stream';
import { BrandLink } from '../brand-link';
import { SidebarToolGroups } from './sidebar-tool-groups';
import { UserMenu } from './user-menu';

/** On a phone the sidebar is a drawer (ADR 0115): hidden until opened, then a modal over the page. */
export type SidebarDrawer = { id: string; isOpen: boolean; onClose: () => void };

type SidebarProps = {
  user: SessionUser;
  expanded: boolean;
  onToggle: () => void;
  drawer: SidebarDrawer;
  ref: Ref<HTMLElement>;
};

/** The signed-in sidebar: 4rem wide (icons) until expanded to 16rem; on a phone, a 16rem drawer. */
export function Sidebar({ user, expanded: isExpanded, onToggle, drawer, ref }: SidebarProps) {
  const t = useT();
  const expanded = isExpanded || drawer.isOpen;
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;
  // Keeps the bells' inbox (this one and the phone header's) and the open ideas current.
  useLiveStream();
  return (
    <aside
      ref={ref}
      id={drawer.id}
      aria-label={t({ id: 'shell.sidebar.label', defaultMessage: 'Sidebar' })}
      {...(drawer.isOpen && { role: 'dialog', 'aria-modal': true })}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex flex-col border-r border-border bg-card transition-[width] duration-200 motion-reduce:transition-none',
        expanded ? 'w-64 shadow-xl md:shadow-none' : 'w-16',
        !drawer.isOpen && 'max-sm:hidden',
      )}
    >
      <div
        className={cn(
          'flex h-14 items-center border-b border-border px-3',
          expanded ? 'justify-between' : 'justify-center',
        )}
      >
        <BrandLink withName={expanded} />
        {expanded && (
          <button
            type="button"
            onClick={drawer.isOpen ? drawer.onClose : onToggle}
            aria-label={
              drawer.isOpen
                ? t({ id: 'shell.sidebar.closeMenu', defaultMessage: 'Close menu' })
                : t({ id: 'shell.sidebar.collapse', defaultMessage: 'Collapse sidebar' })
            }
            aria-expanded
            className="rounded-md p-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-sm:p-3"
          >
            <ToggleIcon className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      {!expanded && (
        <button
          type="button"
          onClick={onToggle}
          aria-label={t({ id: 'shell.sidebar.expand', defaultMessage: 'Expand sidebar' })}
          aria-expanded={false}
          className="mx-auto mt-2 rounded-md p-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ToggleIcon className="size-4" aria-hidden="true" />
        </button>
      )}
      <nav
        aria-label={t({ id: 'shell.sidebar.tools', defaultMessage: 'Tools' })}
        className="flex-1 overflow-y-auto overflow-x-hidden px-2 pb-2"
      >
        <SidebarToolGroups expanded={expanded} />
      </nav>
      <div className="space-y-1 border-t border-border p-2">
        {/* On a phone the bell is in the header (phone-header.tsx). */}
        <div className="max-sm:hidden">
          <NotificationBell expanded={expanded} />
        </div>
        <UserMenu user={user} expanded={expanded} />
      </div>
    </aside>
  );
}
