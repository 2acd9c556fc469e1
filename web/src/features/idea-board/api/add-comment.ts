import type { AddCommentInput } from '@core/ideas/idea-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...json }: AddCommentInput & { id: string }) => unwrap(await api.ideas[':id'].comments.$post({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    onError: () => toast.error('Error', { description: 'Failed to add comment. Please try again.' }),
  });
}
