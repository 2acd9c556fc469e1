import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';

const messages = defineMessages({
  endedOne: { id: 'account.sessions.endedOne', defaultMessage: 'Signed out of that device.' },
  endedOthers: { id: 'account.sessions.endedOthers', defaultMessage: 'Signed out of all other devices.' },
  endFailed: {
    id: 'account.sessions.endFailed',
    defaultMessage: 'The session could not be signed out. Please try again.',
  },
});

export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: async () => unwrap(await api.account.sessions.$get()),
});

export const useSessions = () => useQuery(sessionsQueryOptions);

/** After a session ends, the list is read again (whatever the answer: a 404 means it had ended already). */
function useSessionsMutation<T>(mutationFn: (input: T) => Promise<unknown>, done: MessageDescriptor) {
  const t = useT();
  const messageOf = useMessageOf();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast.success(t(done)),
    onError: (error) => toast.error(messageOf(error, t(messages.endFailed))),
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions),
  });
}

export const useEndSession = () =>
  useSessionsMutation(
    async (id: string) => unwrap(await api.account.sessions[':id'].$delete({ param: { id } })),
    messages.endedOne,
  );

export const useEndOtherSessions = () =>
  useSessionsMutation(async () => unwrap(await api.account.sessions['end-others'].$post()), messages.endedOthers);
