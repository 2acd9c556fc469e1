import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';

export function useDeleteIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.ideas[':id'].$delete({ param: { id } })),
    onSuccess: async () => {
      toast.success('Idea deleted');
      await queryClient.invalidateQueries({ queryKey: ['ideas'] });
    },
    onError: () => toast.error('Error', { description: 'Failed to delete idea. Please try again.' }),
  });
}
