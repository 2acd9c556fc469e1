import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, content }: { id: string; content: string }) =>
      unwrap(await api.ideas[':id'].comments.$post({ param: { id }, json: { content } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    onError: () => toast.error('Error', { description: 'Failed to add comment. Please try again.' }),
  });
}
