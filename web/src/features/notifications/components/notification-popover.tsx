import { findNotificationKind, type NotificationView } from '@core/notifications/notification-contracts';
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useInbox, useMarkAllRead } from '../api/inbox';
import { bellMessages, useBellButton, type BellProps } from './notification-bell';
import { useNameSubject } from './notification-subjects';

const messages = defineMessages({
  unread: { id: 'notifications.bell.unread', defaultMessage: 'Unread:' },
  markAllRead: { id: 'notifications.bell.markAllRead', defaultMessage: 'Mark all as read' },
  loadFailed: {
    id: 'notifications.bell.loadFailed',
    defaultMessage: 'Your notifications could not be loaded. Please try again later.',
  },
  empty: {
    id: 'notifications.bell.empty',
    defaultMessage: 'No notifications yet. When someone shares an idea with you or comments on yours, it shows here.',
  },
  showOlder: { id: 'notifications.bell.showOlder', defaultMessage: 'Show older' },
});

function NotificationItem({ notification, onOpen }: { notification: NotificationView; onOpen: () => void }) {
  const t = useT();
  const format = useFormat();
  const nameSubject = useNameSubject();
  // What the kind says (core's, the same words as the server's notificationText); a kind this page does not know yet
  // (a newer server's) says the server's sentence.
  const kind = findNotificationKind(notification.kind);
  const dated = kind?.dated;
  // A tool may name its subject in the page's language (a calendar filing; the user's own name as they wrote it).
  const subject = nameSubject(notification);
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
          {!notification.read && <span className="sr-only">{t(messages.unread)} </span>}
          {kind ? t(kind.sentence, { actorName: notification.actorName, subject }) : notification.text}
        </span>
        {notification.excerpt && (
          <span className="mt-0.5 block truncate text-muted-foreground">
            {/* A filing's excerpt is its due date, a domain's the day of its news ('YYYY-MM-DD'), said as a date. */}
            {dated ? t(dated, { date: format.calendarDate(notification.excerpt) }) : notification.excerpt}
          </span>
        )}
        <span className="mt-0.5 block text-xs text-muted-foreground">{format.dateTime(notification.createdAt)}</span>
      </Link>
    </li>
  );
}

/** The inbox, opened from the bell (notification-bell.tsx draws the bell until this has loaded). */
export function NotificationPopover({ defaultOpen, ...props }: BellProps & { defaultOpen: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const inbox = useInbox();
  const markAllRead = useMarkAllRead();
  const button = useBellButton({ ...props, unread: inbox.unread });
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger {...button} />
      <Popover.Portal>
        <Popover.Content
          side="right"
          align="end"
          sideOffset={8}
          aria-label={t(bellMessages.title)}
          className="z-50 flex max-h-[70vh] w-80 max-w-[calc(100vw-1rem)] flex-col rounded-md border border-border bg-card shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-border px-3 py-2">
            <h2 className="font-semibold">{t(bellMessages.title)}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={inbox.unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              {t(messages.markAllRead)}
            </Button>
          </div>
          <div className="overflow-y-auto p-1">
            {inbox.isPending ? (
              <Skeleton className="m-2 h-16" />
            ) : inbox.isError && inbox.notifications.length === 0 ? (
              <p role="alert" className="p-3 text-sm text-destructive">
                {t(messages.loadFailed)}
              </p>
            ) : inbox.notifications.length === 0 ? (
              <p className="p-3 text-sm text-muted-foreground">{t(messages.empty)}</p>
            ) : (
              <ul aria-label={t(bellMessages.title)}>
                {inbox.notifications.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={() => setOpen(false)} />
                ))}
              </ul>
            )}
            {inbox.hasNextPage && (
              <Button
                variant="ghost"
                className="w-full"
                disabled={inbox.isFetchingNextPage}
                onClick={() => void inbox.fetchNextPage()}
              >
                {t(messages.showOlder)}
              </Button>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
