import { Bell } from 'lucide-react';
import { defineMessage, defineMessages } from 'react-intl';
import { MenuOnDemand } from '@/components/ui/menu-on-demand';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { loadOnce } from '@/lib/load-once';
import { useHydrated } from '@/lib/use-hydrated';
import { useInbox } from '../api/inbox';

export const bellMessages = defineMessages({
  title: { id: 'notifications.bell.title', defaultMessage: 'Notifications' },
});
const unreadLabel = defineMessage<{ count: number }>({
  id: 'notifications.bell.titleUnread',
  defaultMessage: 'Notifications, {count} unread',
});

const countLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** `className`: the button's own, added to the bell's look (the phone header's is a 44 px square). */
export type BellProps = { expanded: boolean; className?: string };

/** The bell's button: its icon, its name with the sidebar expanded, and the unread count. */
export function useBellButton({ expanded, className, unread }: BellProps & { unread: number }) {
  const t = useT();
  return {
    'aria-label': unread > 0 ? t(unreadLabel, { count: unread }) : t(bellMessages.title),
    className: cn(
      'relative flex w-full items-center gap-3 rounded-md p-2 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      className,
    ),
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
 * The bell (the sidebar's; on a phone the header's): the unread count, and the inbox (who, what, when, a link to it)
 * with 'Mark all as read'. The inbox is read once the page is hydrated, not in the task that hydrates it; the shell
 * keeps it current (useLiveStream).
 */
export function NotificationBell(props: BellProps) {
  const inbox = useInbox({ enabled: useHydrated() });
  return (
    <MenuOnDemand code={popoverCode} popup="dialog" button={useBellButton({ ...props, unread: inbox.unread })}>
      {(popover, openAtOnce) => <popover.NotificationPopover {...props} defaultOpen={openAtOnce} />}
    </MenuOnDemand>
  );
}
