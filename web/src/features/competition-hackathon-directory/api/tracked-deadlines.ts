import { TRACKED_DEADLINES_KEY } from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The user's tracked deadlines: the list at the top of the page, and each card's date. */
export const trackedDeadlinesQueryOptions = queryOptions({
  queryKey: TRACKED_DEADLINES_KEY,
  queryFn: async () => (await unwrap(await api['competition-hackathon-directory'].deadlines.$get())).deadlines,
});

export const useTrackedDeadlines = () => useQuery(trackedDeadlinesQueryOptions);

/** A change to the tracked deadlines: the list is read again once it is settled. */
export function useDeadlinesMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackedDeadlinesQueryOptions.queryKey }),
  });
}
