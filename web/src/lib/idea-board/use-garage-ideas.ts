import { useMemo } from 'react';
import { useSession } from '@/lib/session';
import { EMPTY_FILTERS } from './board-query-key';
import { useBoard } from './get-board';

/**
 * The ideas of the signed-in user's Idea Garage, as the board lists them (their own, shared with them, the
 * community's; each with the viewer's permissions), 50 at a time: for a tool that works on one of them.
 */
export function useGarageIdeas() {
  const { session } = useSession();
  const board = useBoard(session.status === 'signed-in' ? session.user.id : '', EMPTY_FILTERS);
  const ideas = useMemo(() => board.data?.pages.flatMap((page) => page.ideas) ?? [], [board.data]);
  return { ideas, isPending: board.isPending, isError: board.isError, hasMore: board.hasNextPage, isLoadingMore: board.isFetchingNextPage, loadMore: () => void board.fetchNextPage() };
}

export type GarageIdeas = ReturnType<typeof useGarageIdeas>;
