import type { TrackedDomainCheck } from '@core/tools/domain-tracker/tracked-domains';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** The user's tracked domains: one query, which every track, re-check and untrack reads again. */
export const trackedDomainsQueryKey = ['domain-tracker'] as const;

const trackedDomainsQueryOptions = queryOptions({
  queryKey: trackedDomainsQueryKey,
  queryFn: async () => (await unwrap(await api['domain-tracker'].$get())).domains,
});

export const useTrackedDomains = () => useQuery(trackedDomainsQueryOptions);

function useTrackerMutation<Input>(send: (input: Input) => Promise<TrackedDomainCheck | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackedDomainsQueryKey }),
  });
}

export const useTrackDomain = () =>
  useTrackerMutation(async (name: string) => unwrap(await api['domain-tracker'].$post({ json: { name } })));

export const useRecheckDomain = () =>
  useTrackerMutation(async (id: string) => unwrap(await api['domain-tracker'][':id'].check.$post({ param: { id } })));

export const useUntrackDomain = () =>
  useTrackerMutation(async (id: string) => {
    await unwrap(await api['domain-tracker'][':id'].$delete({ param: { id } }));
    return undefined;
  });
