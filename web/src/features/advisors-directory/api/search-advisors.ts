import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { advisorSearchKey, type AdvisorQuery } from '@core/tools/advisors-directory/advisors-query-keys';

const advisorSearchQueryOptions = (search: AdvisorQuery) =>
  queryOptions({
    queryKey: advisorSearchKey(search),
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
