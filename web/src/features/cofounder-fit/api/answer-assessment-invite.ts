import type { AssessmentAnswers } from '@core/tools/cofounder-fit/cofounder-assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { assessmentInviteQueryKey } from './get-assessment-invite';
import { inviteComparisonQueryKey } from './get-invite-comparison';

/**
 * Sends the invited co-founder's answers (once); the comparison it returns is kept for the comparison query.
 * On a failure the invitation is read again: answered meanwhile, it shows the comparison; expired, the expired page.
 */
export function useAnswerAssessmentInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: AssessmentAnswers) =>
      unwrap(await api['assessment-invites'][':token'].answers.$post({ param: { token }, json: { answers } })),
    onSuccess: (comparison) => queryClient.setQueryData(inviteComparisonQueryKey(token), comparison),
    onError: () => queryClient.invalidateQueries({ queryKey: assessmentInviteQueryKey(token), exact: true }),
  });
}
