import { PUSH_SUBSCRIBE_FAILED_MESSAGE } from '@core/notifications/push-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@/lib/api-client';
import { BrowserPushError, currentPushSubscription, subscribeThisBrowser } from '@/lib/browser-push';

/** Whether this browser has a push subscription (it is the browser's, whoever is signed in). */
const thisBrowserPushQueryOptions = queryOptions({
  queryKey: ['browser-push'],
  queryFn: async () => (await currentPushSubscription()) !== null,
  staleTime: Infinity,
});

export const useThisBrowserPush = () => useQuery(thisBrowserPushQueryOptions);

/** Subscribes this browser to the user's pushes (in the user's click: the browser asks for permission). */
export function useSubscribeThisBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisBrowser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: thisBrowserPushQueryOptions.queryKey }),
  });
}

/** What to tell the user when subscribing failed: the browser's reason, or the server's for what they can fix. */
export const pushFailureOf = (error: Error | null) =>
  error === null ? null : error instanceof BrowserPushError ? error.message : messageOf(error, PUSH_SUBSCRIBE_FAILED_MESSAGE);
