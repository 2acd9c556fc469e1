import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

export function useDeleteIdea() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.ideas[':id'].$delete({ param: { id } })),
    onSuccess: async () => {
      toast.success(t({ id: 'ideaBoard.deleteIdea.success', defaultMessage: 'Idea deleted' }));
      await queryClient.invalidateQueries({ queryKey: ['ideas'] });
    },
    onError: () =>
      toast.error(t({ id: 'ideaBoard.deleteIdea.errorTitle', defaultMessage: 'Error' }), {
        description: t({
          id: 'ideaBoard.deleteIdea.failed',
          defaultMessage: 'Failed to delete idea. Please try again.',
        }),
      }),
  });
}
