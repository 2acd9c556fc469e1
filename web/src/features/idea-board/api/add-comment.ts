import type { AddCommentInput } from '@core/ideas/idea-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

export function useAddComment() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: async ({ id, ...json }: AddCommentInput & { id: string }) =>
      unwrap(await api.ideas[':id'].comments.$post({ param: { id }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    onError: () =>
      toast.error(t({ id: 'ideaBoard.addComment.errorTitle', defaultMessage: 'Error' }), {
        description: t({
          id: 'ideaBoard.addComment.failed',
          defaultMessage: 'Failed to add comment. Please try again.',
        }),
      }),
  });
}
