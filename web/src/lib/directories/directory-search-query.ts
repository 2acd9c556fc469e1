import type { DirectoryPage } from '@core/directories/directory-contracts';
import type { ToolId } from '@core/tools/tool-catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** What a directory's search asks: its words, the facet tags chosen (`stage:seed`) and the page, from 1. */
export type DirectorySearchState = { q: string; facets: readonly string[]; page: number };

/**
 * A page of a directory's search (GET /api/directories/{directory}/entries, ADR 0096). While the next one loads, the
 * last one stays on screen (it is dimmed), so the list does not jump to a skeleton at every letter typed.
 */
export const directorySearchQueryOptions = <Fields>(directory: ToolId, { q, facets, page }: DirectorySearchState) =>
  queryOptions({
    queryKey: ['directories', directory, { q: q.trim(), facets: [...facets].sort(), page }],
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
