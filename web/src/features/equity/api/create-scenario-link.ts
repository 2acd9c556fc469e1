import type { ScenarioLink } from '@core/tools/equity-split/equity-scenarios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { scenariosKey } from './get-scenarios';

/** Makes a new read-only link (any earlier one stops working); the token is only in this answer. */
export function useCreateScenarioLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<ScenarioLink> => unwrap(await api['equity-scenarios'][':id'].link.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenariosKey, exact: true }),
  });
}
