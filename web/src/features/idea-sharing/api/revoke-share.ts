import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';

const messages = defineMessages({
  errorTitle: { id: 'ideaSharing.revoke.errorTitle', defaultMessage: 'Error' },
  revokeFailed: { id: 'ideaSharing.revoke.revokeFailed', defaultMessage: 'Failed to revoke access. Please try again.' },
  stopCommunityFailed: {
    id: 'ideaSharing.revoke.stopCommunityFailed',
    defaultMessage: 'Failed to stop sharing with the community. Please try again.',
  },
});

/** Toasts a failure: the server's words when it said, else the fallback, in the page's language. */
function useFailed(fallback: MessageDescriptor) {
  const t = useT();
  const messageOf = useMessageOf();
  return (error: unknown) => toast.error(t(messages.errorTitle), { description: messageOf(error, t(fallback)) });
}

/** Revokes one share or public link of an idea; it gives nothing from the next request on. */
export function useRevokeShare(ideaId: string) {
  const queryClient = useQueryClient();
  const failed = useFailed(messages.revokeFailed);
  return useMutation({
    mutationFn: async (shareId: string) =>
      unwrap(await api.ideas[':id'].shares[':shareId'].$delete({ param: { id: ideaId, shareId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    onError: failed,
  });
}

/** Stops sharing an idea with the community. */
export function useStopCommunitySharing(ideaId: string) {
  const queryClient = useQueryClient();
  const failed = useFailed(messages.stopCommunityFailed);
  return useMutation({
    mutationFn: async () => unwrap(await api.ideas[':id'].community.$delete({ param: { id: ideaId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    onError: failed,
  });
}
