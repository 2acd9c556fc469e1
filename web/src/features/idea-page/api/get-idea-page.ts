import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { ideaPageQueryKey } from '@/lib/idea-page-query-key';

export const ideaPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ideaPageQueryKey(id),
    queryFn: async () => unwrap(await api.ideas[':id'].page.$get({ param: { id } })),
    // "Not found" is an answer, not a blip: do not ask again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** The idea page: the idea, its page tree, custom properties and widgets. */
export const useIdeaPage = (id: string) => useQuery(ideaPageQueryOptions(id));
