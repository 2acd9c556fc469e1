import type { NotificationView } from '@core/notifications/notification-contracts';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useInbox, useMarkAllRead } from '../api/inbox';
import { useInboxStream } from '../hooks/use-inbox-stream';

const countLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

function NotificationItem({ notification, onOpen }: { notification: NotificationView; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={notification.href}
        onClick={onOpen}
        className={cn(
          'block rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          !notification.read && 'bg-primary/5',
        )}
      >
        <span className={cn('block', !notification.read && 'font-medium')}>
          {!notification.read && <span className="sr-only">Unread: </span>}
          {notification.text}
        </span>
        {notification.excerpt && <span className="mt-0.5 block truncate text-muted-foreground">{notification.excerpt}</span>}
        <span className="mt-0.5 block text-xs text-muted-foreground">{formatDateTime(notification.createdAt)}</span>
      </Link>
    </li>
  );
}

/** The sidebar's bell: the unread count, and the inbox (who, what, when, a link to it) with 'Mark all as read'. */
export function NotificationBell({ expanded }: { expanded: boolean }) {
  const [open, setOpen] = useState(false);
  const inbox = useInbox();
  const markAllRead = useMarkAllRead();
  useInboxStream();
  const label = inbox.unread > 0 ? `Notifications, ${inbox.unread} unread` : 'Notifications';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="relative flex w-full items-center gap-3 rounded-md p-2 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell className="size-5 shrink-0" aria-hidden="true" />
        {expanded && <span>Notifications</span>}
        {inbox.unread > 0 && (
          <span aria-hidden="true" className="absolute left-6 top-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-semibold leading-4 text-white">
            {countLabel(inbox.unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="right"
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[70vh] w-80 flex-col rounded-md border border-border bg-card shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-border px-3 py-2">
            <h2 className="font-semibold">Notifications</h2>
            <Button variant="ghost" size="sm" disabled={inbox.unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
              Mark all as read
            </Button>
          </div>
          <div className="overflow-y-auto p-1">
            {inbox.isPending ? (
              <Skeleton className="m-2 h-16" />
            ) : inbox.isError && inbox.notifications.length === 0 ? (
              <p role="alert" className="p-3 text-sm text-destructive">
                Your notifications could not be loaded. Please try again later.
              </p>
            ) : inbox.notifications.length === 0 ? (
              <p className="p-3 text-sm text-muted-foreground">No notifications yet. When someone shares an idea with you or comments on yours, it shows here.</p>
            ) : (
              <ul aria-label="Notifications">
                {inbox.notifications.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={() => setOpen(false)} />
                ))}
              </ul>
            )}
            {inbox.hasNextPage && (
              <Button variant="ghost" className="w-full" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
                Show older
              </Button>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
