import type { AssessmentAnswers } from '@core/tools/cofounder-fit/cofounder-assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { assessmentQueryKey } from './get-assessment';
import { assessmentsQueryKey } from './get-assessments';

/** Saves a finished assessment (the server scores it); the result is shown already, so failures show beside it, not as a toast. */
export function useSaveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: AssessmentAnswers) => unwrap(await api.assessments.$post({ json: { answers } })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(assessmentQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: assessmentsQueryKey });
    },
  });
}
