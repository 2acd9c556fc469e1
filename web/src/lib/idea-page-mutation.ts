import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { ideaPageQueryKey } from '@/lib/idea-page-query-key';

/**
 * A change to an idea's page (its fields, page tree, custom properties or widgets, each owned by its own
 * feature): sent, then the page and every idea list refreshed from the server, so what is shown is what
 * was saved. A failure says so; the page shows the saved state again.
 */
export function useIdeaPageMutation<Input, Output>(ideaId: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const t = useT();
  const messageOf = useMessageOf();
  return useMutation({
    mutationFn: send,
    onError: (error) =>
      toast.error(t({ id: 'ideaBoard.pageMutation.errorTitle', defaultMessage: 'Error' }), {
        description: messageOf(
          error,
          t({ id: 'ideaBoard.pageMutation.failed', defaultMessage: 'Failed to save changes. Please try again.' }),
        ),
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ideaPageQueryKey(ideaId) });
      await queryClient.invalidateQueries({ queryKey: ['ideas', 'board'] });
    },
  });
}
