import type { IdeaAccessList } from '@core/ideas/share-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Under ['ideas', id]: sharing or revoking (which refresh every idea query) refresh it too. */
export const ideaAccessQueryKey = (ideaId: string) => ['ideas', ideaId, 'access'] as const;

export const ideaAccessQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: ideaAccessQueryKey(ideaId),
    queryFn: async (): Promise<IdeaAccessList> => unwrap(await api.ideas[':id'].shares.$get({ param: { id: ideaId } })),
  });

/** Who can reach an idea (its owner's 'Manage access'): people, public links, the community. */
export const useIdeaAccess = (ideaId: string) => useQuery(ideaAccessQueryOptions(ideaId));
