import type { PRIORITY_FILTERS } from '@core/ideas/idea-contracts';
import type { FirstData } from '@core/pages/first-data';
import type { QueryClient } from '@tanstack/react-query';
import { BOARD_QUERIES_KEY } from '@/lib/idea-page-query-key';

export type BoardFilterValues = { search: string; priority: (typeof PRIORITY_FILTERS)[number]; tags: string[] };

export const EMPTY_FILTERS: BoardFilterValues = { search: '', priority: 'all', tags: [] };

/** Every board query's key starts with ['ideas'], so one invalidation refreshes them all. */
export const boardQueryKey = (viewerId: string, filters: BoardFilterValues) =>
  [...BOARD_QUERIES_KEY, viewerId, filters] as const;

/**
 * The board's first page that came with the page (its first data), as the board's unfiltered query would have
 * fetched it — kept apart from get-board.ts so that the app's entry can seed it without the API client.
 */
export function seedFirstBoard(queryClient: QueryClient, data: FirstData | undefined) {
  if (!data?.user || !data.board) return;
  queryClient.setQueryData(boardQueryKey(data.user.id, EMPTY_FILTERS), { pages: [data.board], pageParams: [''] });
}
