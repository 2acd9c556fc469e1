import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import type { FirstDataUser } from '@core/pages/first-data';

/** The signed-in user: what the page's first data and better-auth's get-session both tell of them. */
export type SessionUser = FirstDataUser;

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

type SessionContextValue = {
  session: Session;
  /** Re-reads the session from the server (after sign-in or sign-out) and resolves when it is known. */
  refresh: () => Promise<void>;
};

export const sessionQueryKey = ['session'];

const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  // A plain fetch, so that pages which only need to know who is signed in do not load the auth client.
  queryFn: async (): Promise<SessionUser | null> => {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Session check failed (${response.status})`);
    const body = (await response.json()) as { user: SessionUser } | null;
    if (!body?.user) return null;
    // What the app uses of it, as the page's first data has it: an unchanged user keeps its object (no re-render).
    const { id, name, email, image } = body.user;
    return { id, name, email, image: image ?? null };
  },
  staleTime: 5 * 60_000,
});

/** What the server already said: this page was served to a visitor without a session (no need to ask). */
export const markSignedOut = (queryClient: QueryClient) => queryClient.setQueryData(sessionQueryOptions.queryKey, null);

/**
 * Who the server served this page to (its first data): known before the first render. Marked as read long ago,
 * so that better-auth's get-session is still asked once, in the background — it is what keeps a session alive.
 */
export const markSignedIn = (queryClient: QueryClient, user: SessionUser) =>
  queryClient.setQueryData(sessionQueryOptions.queryKey, user, { updatedAt: 0 });

const SessionContext = createContext<SessionContextValue | null>(null);

/** The one source of the signed-in user for the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(sessionQueryOptions);
  const refresh = useCallback(
    () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).then(() => undefined),
    [queryClient],
  );
  const value = useMemo<SessionContextValue>(() => {
    if (isPending) return { session: { status: 'loading' }, refresh };
    return { session: data ? { status: 'signed-in', user: data } : { status: 'signed-out' }, refresh };
  }, [data, isPending, refresh]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
