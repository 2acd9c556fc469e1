import type { BoardPage } from '@core/ideas/idea-contracts';
import { FIRST_BOARD_QUERY } from '@core/pages/first-data';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { boardQueryKey, type BoardFilterValues } from './board-query-key';

/** The board, 50 ideas a page, searched and filtered on the server. */
export const boardQueryOptions = (viewerId: string, filters: BoardFilterValues) =>
  infiniteQueryOptions({
    queryKey: boardQueryKey(viewerId, filters),
    queryFn: async ({ pageParam }): Promise<BoardPage> =>
      unwrap(
        await api.ideas.$get({
          query: {
            limit: String(FIRST_BOARD_QUERY.limit),
            priority: filters.priority,
            ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
            ...(filters.tags.length ? { tag: filters.tags } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useBoard = (viewerId: string, filters: BoardFilterValues) =>
  useInfiniteQuery(boardQueryOptions(viewerId, filters));
