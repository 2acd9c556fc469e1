import type { DirectoryPage } from '@core/directories/directory-contracts';
import { directorySearchKey, type DirectorySearchState } from '@core/directories/directory-search-key';
import type { ToolId } from '@core/tools/tool-catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/**
 * A page of a directory's search (GET /api/directories/{directory}/entries, ADR 0096). While the next one loads, the
 * last one stays on screen (it is dimmed), so the list does not jump to a skeleton at every letter typed.
 */
export const directorySearchQueryOptions = <Fields>(directory: ToolId, search: DirectorySearchState) => {
  const { q, facets, page } = search;
  return queryOptions({
    queryKey: directorySearchKey(directory, search),
    queryFn: async (): Promise<DirectoryPage<Fields>> =>
      (await unwrap(
        await api.directories[':directory'].entries.$get({
          param: { directory },
          query: {
            ...(q.trim() ? { q: q.trim() } : {}),
            ...(page > 1 ? { page: String(page) } : {}),
            ...(facets.length > 0 ? { facet: [...facets] } : {}),
          },
        }),
      )) as DirectoryPage<Fields>,
    placeholderData: keepPreviousData,
  });
};
