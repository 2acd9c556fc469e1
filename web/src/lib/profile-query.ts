import { PROFILE_KEY } from '@core/pages/first-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: async () => unwrap(await api.profile.$get()),
});

export const useProfile = () => useQuery(profileQueryOptions);
