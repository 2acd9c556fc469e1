import type { AdvisorProfileInput } from '@core/tools/advisors-directory/advisor-profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Everything of the directory: the user's profile, the searches, the intro requests (a change reads them again). */
export const advisorsQueryKey = ['advisors-directory'] as const;

const advisorProfileQueryOptions = queryOptions({
  queryKey: [...advisorsQueryKey, 'profile'],
  queryFn: async () => (await unwrap(await api['advisors-directory'].profile.$get())).profile,
});

/** The user's own advisor profile, or null before they wrote one. */
export const useAdvisorProfile = () => useQuery(advisorProfileQueryOptions);

/** A change to the directory: the profile, the searches (the profile shows in them) and the requests read again. */
export function useAdvisorsMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: advisorsQueryKey }),
  });
}

export const usePublishProfile = () =>
  useAdvisorsMutation(async (json: AdvisorProfileInput) =>
    unwrap(await api['advisors-directory'].profile.$put({ json })),
  );

export const useWithdrawProfile = () =>
  useAdvisorsMutation(async () => unwrap(await api['advisors-directory'].profile.withdraw.$post()));
