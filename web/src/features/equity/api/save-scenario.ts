import type { EquityScenario, EquityScenarioView } from '@core/tools/equity-split/equity-scenarios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { scenarioQueryOptions } from './get-scenario';
import { scenariosKey } from './get-scenarios';

const scenarios = api['equity-scenarios'];

/** Saves the calculator as a new scenario (no id) or over an existing one; refreshes the list. */
export function useSaveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, scenario }: { id: string | null; scenario: EquityScenario }): Promise<EquityScenarioView> =>
      id === null
        ? unwrap(await scenarios.$post({ json: scenario }))
        : unwrap(await scenarios[':id'].$put({ param: { id }, json: scenario })),
    onSuccess: (saved) => {
      queryClient.setQueryData(scenarioQueryOptions(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: scenariosKey, exact: true });
    },
  });
}
