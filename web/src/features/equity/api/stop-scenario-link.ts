import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { scenariosKey } from './get-scenarios';

/** Stops a scenario's read-only link. */
export function useStopScenarioLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api['equity-scenarios'][':id'].link.$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenariosKey, exact: true }),
  });
}
