import type { CreateIdeaInput } from '@core/ideas/idea-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';

export function useCreateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateIdeaInput) => unwrap(await api.ideas.$post({ json: input })),
    onSuccess: async () => {
      toast.success('Success', { description: 'Idea created successfully!' });
      await queryClient.invalidateQueries({ queryKey: ['ideas'] });
    },
    onError: () => toast.error('Error', { description: 'Failed to create idea. Please try again.' }),
  });
}
