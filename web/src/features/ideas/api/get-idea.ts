import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api-client';

export const ideaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['ideas', 'one', id],
    queryFn: async () => unwrap(await api.ideas[':id'].$get({ param: { id } })),
    // "Not found" is an answer, not a blip: do not ask again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export const useIdea = (id: string) => useQuery(ideaQueryOptions(id));
