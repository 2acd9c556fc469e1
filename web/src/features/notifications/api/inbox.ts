import type { InboxPage } from '@core/notifications/notification-contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

export const inboxQueryOptions = infiniteQueryOptions({
  queryKey: ['notifications'],
  queryFn: async ({ pageParam }): Promise<InboxPage> =>
    unwrap(await api.notifications.$get({ query: { limit: '20', ...(pageParam ? { cursor: pageParam } : {}) } })),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/**
 * The inbox as far as it was paged, and the unread count (the newest page's, which is the latest). `enabled`:
 * whether to read it yet (the bell reads it once the page is hydrated, not in the task that hydrates it).
 */
export function useInbox({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...inboxQueryOptions, enabled });
  const pages = query.data?.pages ?? [];
  return { ...query, notifications: pages.flatMap((page) => page.notifications), unread: pages[0]?.unread ?? 0 };
}

/** 'Mark all as read': every loaded one shows read at once; the count goes to 0. */
export function useMarkAllRead() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.notifications['read-all'].$post()),
    onSuccess: () =>
      queryClient.setQueryData<InfiniteData<InboxPage>>(inboxQueryOptions.queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread: 0,
                notifications: page.notifications.map((n) => ({ ...n, read: true })),
              })),
            }
          : data,
      ),
    onError: () =>
      toast.error(
        t({
          id: 'notifications.inbox.markReadFailed',
          defaultMessage: 'Could not mark the notifications as read. Please try again.',
        }),
      ),
  });
}
