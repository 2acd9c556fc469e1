import { Bell } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { MenuOnDemand } from '@/components/ui/menu-on-demand';
import { useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import { useHydrated } from '@/lib/use-hydrated';
import { useInbox } from '../api/inbox';
import { useLiveStream } from '../hooks/use-live-stream';

export const bellMessages = defineMessages({
  title: { id: 'notifications.bell.title', defaultMessage: 'Notifications' },
});
const unreadLabel = defineMessage<{ count: number }>({
  id: 'notifications.bell.titleUnread',
  defaultMessage: 'Notifications, {count} unread',
});

const countLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

export type BellProps = { expanded: boolean };

/** The bell's button: its icon, its name with the sidebar expanded, and the unread count. */
export function useBellButton({ expanded, unread }: BellProps & { unread: number }) {
  const t = useT();
  return {
    'aria-label': unread > 0 ? t(unreadLabel, { count: unread }) : t(bellMessages.title),
    className:
      'relative flex w-full items-center gap-3 rounded-md p-2 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    children: (
      <>
        <Bell className="size-5 shrink-0" aria-hidden="true" />
        {expanded && <span>{t(bellMessages.title)}</span>}
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute left-6 top-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-semibold leading-4 text-white"
          >
            {countLabel(unread)}
          </span>
        )}
      </>
    ),
  };
}

/** The inbox's popover (Radix's, the list, 'Mark all as read'): loaded when the bell is about to be used (ADR 0089). */
const popoverCode = loadOnce(() => import('./notification-popover'));

/**
 * The sidebar's bell: the unread count, and the inbox (who, what, when, a link to it) with 'Mark all as read'. The
 * inbox is read once the page is hydrated, not in the task that hydrates it.
 */
export function NotificationBell({ expanded }: BellProps) {
  const inbox = useInbox({ enabled: useHydrated() });
  useLiveStream();
  return (
    <MenuOnDemand code={popoverCode} popup="dialog" button={useBellButton({ expanded, unread: inbox.unread })}>
      {(popover, openAtOnce) => <popover.NotificationPopover expanded={expanded} defaultOpen={openAtOnce} />}
    </MenuOnDemand>
  );
}
