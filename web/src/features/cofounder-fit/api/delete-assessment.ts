import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '@/lib/api-client';
import { assessmentQueryKey } from './get-assessment';
import { assessmentsQueryKey } from './get-assessments';

/** Deletes a saved result and its invitations. */
export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.assessments[':id'].$delete({ param: { id } })),
    onSuccess: async (_, id) => {
      toast.success('Result deleted');
      queryClient.removeQueries({ queryKey: assessmentQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: assessmentsQueryKey });
    },
    onError: () => toast.error('Error', { description: 'Failed to delete the result. Please try again.' }),
  });
}
