import type { AssessmentComparison } from '@core/tools/cofounder-fit/assessment-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { assessmentInviteQueryKey } from './get-assessment-invite';

export const inviteComparisonQueryKey = (token: string) => [...assessmentInviteQueryKey(token), 'comparison'] as const;

/** The invited co-founder's comparison, once they have answered. */
export const useInviteComparison = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: inviteComparisonQueryKey(token),
      queryFn: async (): Promise<AssessmentComparison> =>
        unwrap(await api['assessment-invites'][':token'].comparison.$get({ param: { token } })),
    }),
  );
