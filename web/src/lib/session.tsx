import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import type { authClient } from './auth-client';

/** The signed-in user as the auth server describes it (the type only: the client itself is not loaded here). */
export type SessionUser = (typeof authClient.$Infer.Session)['user'];

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser };

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
    return body?.user ?? null;
  },
  staleTime: 5 * 60_000,
});

/** What the server already said: this page was served to a visitor without a session (no need to ask). */
export const markSignedOut = (queryClient: QueryClient) => queryClient.setQueryData(sessionQueryOptions.queryKey, null);

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
