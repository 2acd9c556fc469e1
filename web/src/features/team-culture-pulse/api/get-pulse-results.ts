import { pulseResultsKey } from '@core/tools/team-culture-pulse/pulse-query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** A survey's rounds, oldest first, each with its figures once it reached the anonymity threshold. */
export const usePulseResults = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: pulseResultsKey(id),
      queryFn: async () => unwrap(await api['team-culture-pulse'].surveys[':id'].results.$get({ param: { id } })),
    }),
  );
