import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, unwrap } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { assessmentQueryKey } from './get-assessment';
import { assessmentsQueryKey } from './get-assessments';

/** Deletes a saved result and its invitations. */
export function useDeleteAssessment() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.assessments[':id'].$delete({ param: { id } })),
    onSuccess: async (_, id) => {
      toast.success(t({ id: 'cofounderFit.delete.deleted', defaultMessage: 'Result deleted' }));
      queryClient.removeQueries({ queryKey: assessmentQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: assessmentsQueryKey });
    },
    onError: () =>
      toast.error(t({ id: 'cofounderFit.delete.errorTitle', defaultMessage: 'Error' }), {
        description: t({
          id: 'cofounderFit.delete.failed',
          defaultMessage: 'Failed to delete the result. Please try again.',
        }),
      }),
  });
}
