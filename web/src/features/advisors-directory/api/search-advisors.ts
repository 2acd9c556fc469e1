import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { advisorsQueryKey } from './advisor-profile';

/** A search as the page holds it: its words, the tags it filters by, its page. */
export type AdvisorQuery = { q: string; expertise: string; industry: string; page: number };

const advisorSearchQueryOptions = (search: AdvisorQuery) =>
  queryOptions({
    queryKey: [...advisorsQueryKey, 'search', search],
    queryFn: async () =>
      unwrap(
        await api['advisors-directory'].advisors.$get({
          query: {
            ...(search.q.trim() ? { q: search.q.trim() } : {}),
            ...(search.expertise.trim() ? { expertise: search.expertise.trim() } : {}),
            ...(search.industry.trim() ? { industry: search.industry.trim() } : {}),
            ...(search.page > 1 ? { page: String(search.page) } : {}),
          },
        }),
      ),
    // The last page stays on screen while the next one comes.
    placeholderData: keepPreviousData,
  });

export const useAdvisorSearch = (search: AdvisorQuery) => useQuery(advisorSearchQueryOptions(search));
