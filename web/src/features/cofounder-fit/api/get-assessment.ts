import type { SavedAssessment } from '@core/tools/cofounder-fit/assessment-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export const assessmentQueryKey = (id: string) => ['assessments', id] as const;

export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentQueryKey(id),
    queryFn: async (): Promise<SavedAssessment> => unwrap(await api.assessments[':id'].$get({ param: { id } })),
  });

/** One saved result, whole: its answers, scores and invitations. */
export const useAssessment = (id: string) => useQuery(assessmentQueryOptions(id));
