import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { preferencesQueryKey } from './preferences-query-key';
import { useSession } from './session';

/**
 * Loaded once per user: preferences change only through this app, which updates the cache itself.
 * A failed load is not retried by every component that mounts later (the fallbacks take over instead).
 */
export const preferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: preferencesQueryKey(userId),
    queryFn: async () => unwrap(await api.preferences.$get()),
    staleTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
  });

/** The signed-in user's preferences and pinned tools (nothing while signed out). */
export function useUserPreferences() {
  const { session } = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : '';
  return { userId, ...useQuery({ ...preferencesQueryOptions(userId), enabled: userId !== '' }) };
}
