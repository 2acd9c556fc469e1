import type { IdeaPageView } from '@core/idea-page/page-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { BOARD_QUERIES_KEY, ideaPageMutationKey, ideaPageQueryKey } from '@/lib/idea-page-query-key';

/** How a change shows on the page before the server has answered, for a change built on what the page shows. */
type ShowAtOnce<Input> = (page: IdeaPageView, input: Input) => IdeaPageView;

/**
 * A change to an idea's page (its fields, page tree, custom properties or widgets, each owned by its own
 * feature): sent, then the page and every idea list refreshed from the server, so what is shown is what
 * was saved. A failure says so; the page shows the saved state again.
 *
 * Changes to one page are sent one after the other, in the order they were made (a later one never lands first).
 * A change made from what the page shows (an option added to a select's list) is shown at once with `showAtOnce`,
 * so the next change is built on it and not on the list before it: two options added quickly both stay.
 */
export function useIdeaPageMutation<Input, Output>(
  ideaId: string,
  send: (input: Input) => Promise<Output>,
  showAtOnce?: ShowAtOnce<Input>,
) {
  const queryClient = useQueryClient();
  const t = useT();
  const messageOf = useMessageOf();
  const queryKey = ideaPageQueryKey(ideaId);
  return useMutation({
    mutationFn: send,
    mutationKey: ideaPageMutationKey(ideaId),
    scope: { id: `idea-page:${ideaId}` },
    onMutate: async (input) => {
      if (!showAtOnce) return;
      // A refresh already asked for would bring back the page before this change.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<IdeaPageView>(queryKey, (page) => page && showAtOnce(page, input));
    },
    onError: (error) =>
      toast.error(t({ id: 'ideaBoard.pageMutation.errorTitle', defaultMessage: 'Error' }), {
        description: messageOf(
          error,
          t({ id: 'ideaBoard.pageMutation.failed', defaultMessage: 'Failed to save changes. Please try again.' }),
        ),
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: BOARD_QUERIES_KEY });
    },
  });
}
