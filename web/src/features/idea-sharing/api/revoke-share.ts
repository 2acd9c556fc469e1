import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, messageOf, unwrap } from '@/lib/api-client';

const failed = (fallback: string) => (error: unknown) =>
  toast.error('Error', { description: messageOf(error, fallback) });

/** Revokes one share or public link of an idea; it gives nothing from the next request on. */
export function useRevokeShare(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shareId: string) => unwrap(await api.ideas[':id'].shares[':shareId'].$delete({ param: { id: ideaId, shareId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    onError: failed('Failed to revoke access. Please try again.'),
  });
}

/** Stops sharing an idea with the community. */
export function useStopCommunitySharing(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.ideas[':id'].community.$delete({ param: { id: ideaId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    onError: failed('Failed to stop sharing with the community. Please try again.'),
  });
}
