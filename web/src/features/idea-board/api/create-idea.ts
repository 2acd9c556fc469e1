import type { CreateIdeaInput } from '@core/ideas/idea-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

export function useCreateIdea() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: async (input: CreateIdeaInput) => unwrap(await api.ideas.$post({ json: input })),
    onSuccess: async () => {
      toast.success(t({ id: 'ideaBoard.createIdea.successTitle', defaultMessage: 'Success' }), {
        description: t({ id: 'ideaBoard.createIdea.success', defaultMessage: 'Idea created successfully!' }),
      });
      await queryClient.invalidateQueries({ queryKey: ['ideas'] });
    },
    onError: () =>
      toast.error(t({ id: 'ideaBoard.createIdea.errorTitle', defaultMessage: 'Error' }), {
        description: t({
          id: 'ideaBoard.createIdea.failed',
          defaultMessage: 'Failed to create idea. Please try again.',
        }),
      }),
  });
}
