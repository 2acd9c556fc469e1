import { pulseInvitationKey } from '@core/tools/team-culture-pulse/pulse-query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** What a survey's link asks its holder, and whether this browser answered the round; a dead link is not retried. */
export const usePulseInvitation = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: pulseInvitationKey(token),
      queryFn: async () => unwrap(await api.pulse[':token'].$get({ param: { token } })),
      retry: false,
    }),
  );
