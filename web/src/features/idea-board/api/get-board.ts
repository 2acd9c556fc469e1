import type { BoardPage, PRIORITY_FILTERS } from '@core/ideas/idea-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export type BoardFilterValues = { search: string; priority: (typeof PRIORITY_FILTERS)[number]; tags: string[] };

export const EMPTY_FILTERS: BoardFilterValues = { search: '', priority: 'all', tags: [] };

/** Every board query's key starts with ['ideas'], so one invalidation refreshes them all. */
export const boardQueryKey = (viewerId: string, filters: BoardFilterValues) => ['ideas', 'board', viewerId, filters] as const;

/** The board, 50 ideas a page, searched and filtered on the server. */
export const boardQueryOptions = (viewerId: string, filters: BoardFilterValues) =>
  infiniteQueryOptions({
    queryKey: boardQueryKey(viewerId, filters),
    queryFn: async ({ pageParam }): Promise<BoardPage> =>
      unwrap(
        await api.ideas.$get({
          query: {
            limit: '50',
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

export const useBoard = (viewerId: string, filters: BoardFilterValues) => useInfiniteQuery(boardQueryOptions(viewerId, filters));
