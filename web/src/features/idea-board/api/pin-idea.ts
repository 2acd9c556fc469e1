import type { BoardPage } from '@core/ideas/idea-contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

type Board = InfiniteData<BoardPage, string>;

const withPin = (board: Board | undefined, id: string, isPinned: boolean): Board | undefined =>
  board && {
    ...board,
    pages: board.pages.map((page) => ({
      ...page,
      ideas: page.ideas.map((idea) => (idea.id === id ? { ...idea, isPinned } : idea)),
    })),
  };

/** Pins or unpins at once; rolled back (with the spec's toast) if the server refuses. */
export function usePinIdea() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: async ({ id, isPinned }: { id: string; isPinned: boolean }) =>
      unwrap(await api.ideas[':id'].pin.$put({ param: { id }, json: { isPinned } })),
    onMutate: async ({ id, isPinned }) => {
      await queryClient.cancelQueries({ queryKey: ['ideas', 'board'] });
      const previous = queryClient.getQueriesData<Board>({ queryKey: ['ideas', 'board'] });
      queryClient.setQueriesData<Board>({ queryKey: ['ideas', 'board'] }, (board) => withPin(board, id, isPinned));
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, board] of context?.previous ?? []) queryClient.setQueryData(key, board);
      toast.error(t({ id: 'ideaBoard.pinIdea.errorTitle', defaultMessage: 'Error' }), {
        description: t({ id: 'ideaBoard.pinIdea.failed', defaultMessage: 'Failed to update idea. Please try again.' }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ideas'] }),
  });
}
