import { PanelLeftClose, PanelLeftOpen, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import type { SessionUser } from '@/lib/session';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SidebarToolGroups } from './sidebar-tool-groups';
import { ToolNotificationSubjects } from './tool-notification-subjects';
import { UserMenu } from './user-menu';

type SidebarProps = { user: SessionUser; expanded: boolean; onToggle: () => void };

/** The signed-in sidebar: 4rem wide (icons) until expanded to 16rem. */
export function Sidebar({ user, expanded, onToggle }: SidebarProps) {
  const t = useT();
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <aside
      aria-label={t({ id: 'shell.sidebar.label', defaultMessage: 'Sidebar' })}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex flex-col border-r border-border bg-card transition-[width] duration-200 motion-reduce:transition-none',
        expanded ? 'w-64 shadow-xl md:shadow-none' : 'w-16',
      )}
    >
      <div
        className={cn(
          'flex h-14 items-center border-b border-border px-3',
          expanded ? 'justify-between' : 'justify-center',
        )}
      >
        <Link
          to={paths.dashboard.getHref()}
          aria-label={t({ id: 'shell.sidebar.dashboardLink', defaultMessage: 'Founder Toolkit dashboard' })}
          className="flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Sparkles className="size-4" aria-hidden="true" />
          </span>
          {expanded && <span>{t({ id: 'shell.sidebar.brand', defaultMessage: 'Founder Toolkit' })}</span>}
        </Link>
        {expanded && (
          <button
            type="button"
            onClick={onToggle}
            aria-label={t({ id: 'shell.sidebar.collapse', defaultMessage: 'Collapse sidebar' })}
            aria-expanded
            className="rounded-md p-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
        <ToolNotificationSubjects>
          <NotificationBell expanded={expanded} />
        </ToolNotificationSubjects>
        <UserMenu user={user} expanded={expanded} />
      </div>
    </aside>
  );
}
