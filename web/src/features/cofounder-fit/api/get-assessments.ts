import type { AssessmentSummary } from '@core/tools/cofounder-fit/assessment-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Every query of saved results sits under ['assessments']; the list is ['assessments', 'list']. */
export const assessmentsQueryKey = ['assessments', 'list'] as const;

export const assessmentsQueryOptions = queryOptions({
  queryKey: assessmentsQueryKey,
  queryFn: async (): Promise<AssessmentSummary[]> => unwrap(await api.assessments.$get()),
});

/** The signed-in user's past results, newest first. */
export const useAssessments = () => useQuery(assessmentsQueryOptions);
