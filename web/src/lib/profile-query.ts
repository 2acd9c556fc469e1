import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: async () => unwrap(await api.profile.$get()),
});

export const useProfile = () => useQuery(profileQueryOptions);
