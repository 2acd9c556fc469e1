import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceQueryKey } from './get-compliance';

/** A change to the calendar: on success the page's data is read again (statuses, the next occurrence, the order). */
export function useComplianceMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
