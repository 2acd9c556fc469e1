import { useMemo } from 'react';
import type { GarageIdeas } from '@/lib/garage-ideas';
import { useSession } from '@/lib/session';
import { EMPTY_FILTERS } from '../api/board-query-key';
import { useBoard } from '../api/get-board';

/**
 * The ideas of the signed-in user's Idea Garage, as the board lists them (their own, shared with them, the
 * community's; each with the viewer's permissions), 50 at a time, from the board's own query: what the app gives a
 * tool that works on one of them (lib/garage-ideas).
 */
export function useBoardGarageIdeas(): GarageIdeas {
  const { session } = useSession();
  const board = useBoard(session.status === 'signed-in' ? session.user.id : '', EMPTY_FILTERS);
  const ideas = useMemo(() => board.data?.pages.flatMap((page) => page.ideas) ?? [], [board.data]);
  return {
    ideas,
    isPending: board.isPending,
    isError: board.isError,
    hasMore: board.hasNextPage,
    isLoadingMore: board.isFetchingNextPage,
    loadMore: () => void board.fetchNextPage(),
  };
}
