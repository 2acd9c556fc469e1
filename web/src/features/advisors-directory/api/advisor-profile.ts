import type { AdvisorProfileInput } from '@core/tools/advisors-directory/advisor-profile';
import { ADVISORS_KEY, ADVISOR_PROFILE_KEY } from '@core/tools/advisors-directory/advisors-query-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const advisorProfileQueryOptions = queryOptions({
  queryKey: ADVISOR_PROFILE_KEY,
  queryFn: async () => (await unwrap(await api['advisors-directory'].profile.$get())).profile,
});

/** The user's own advisor profile, or null before they wrote one. */
export const useAdvisorProfile = () => useQuery(advisorProfileQueryOptions);

/** A change to the directory: the profile, the searches (the profile shows in them) and the requests read again. */
export function useAdvisorsMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISORS_KEY }),
  });
}

export const usePublishProfile = () =>
  useAdvisorsMutation(async (json: AdvisorProfileInput) =>
    unwrap(await api['advisors-directory'].profile.$put({ json })),
  );

export const useWithdrawProfile = () =>
  useAdvisorsMutation(async () => unwrap(await api['advisors-directory'].profile.withdraw.$post()));
