import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, messageOf, unwrap } from '@/lib/api-client';

export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: async () => unwrap(await api.account.sessions.$get()),
});

export const useSessions = () => useQuery(sessionsQueryOptions);

/** After a session ends, the list is read again (whatever the answer: a 404 means it had ended already). */
function useSessionsMutation<T>(mutationFn: (input: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast.success(done),
    onError: (error) => toast.error(messageOf(error, 'The session could not be signed out. Please try again.')),
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions),
  });
}

export const useEndSession = () =>
  useSessionsMutation(async (id: string) => unwrap(await api.account.sessions[':id'].$delete({ param: { id } })), 'Signed out of that device.');

export const useEndOtherSessions = () =>
  useSessionsMutation(async () => unwrap(await api.account.sessions['end-others'].$post()), 'Signed out of all other devices.');
