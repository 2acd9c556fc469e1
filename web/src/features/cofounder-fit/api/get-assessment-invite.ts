import type { AssessmentInviteInfo } from '@core/tools/cofounder-fit/assessment-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export const assessmentInviteQueryKey = (token: string) => ['assessment-invites', token] as const;

/** Who invited the link's holder; 404 for an invalid link, 410 once expired (not retried: the answer will not change). */
export const useAssessmentInvite = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: assessmentInviteQueryKey(token),
      queryFn: async (): Promise<AssessmentInviteInfo> =>
        unwrap(await api['assessment-invites'][':token'].$get({ param: { token } })),
      retry: false,
    }),
  );
