import type { EquityScenario, EquityScenarioSummary, EquityScenarioView, ScenarioLink, SharedEquityScenario } from '@core/tools/equity-scenarios';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api, unwrap } from '@/lib/api-client';

const scenarios = api['equity-scenarios'];
const scenariosKey = ['equity-scenarios'] as const;

/** The signed-in user's saved scenarios, the most recently saved first. */
export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: scenariosKey, queryFn: async (): Promise<EquityScenarioSummary[]> => unwrap(await scenarios.$get()) });

/** One saved scenario, whole (to open it in the calculator). */
export const scenarioQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...scenariosKey, id],
    queryFn: async (): Promise<EquityScenarioView> => unwrap(await scenarios[':id'].$get({ param: { id } })),
    staleTime: 0,
  });

/** A scenario as its read-only link shows it; an unknown or stopped link fails at once (404). */
export const sharedScenarioQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...scenariosKey, 'shared', token],
    queryFn: async (): Promise<SharedEquityScenario> => unwrap(await scenarios.shared[':token'].$get({ param: { token } })),
    retry: false,
  });

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

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await scenarios[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenariosKey }),
  });
}

/** Makes a new read-only link (any earlier one stops working); the token is only in this answer. */
export function useCreateScenarioLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<ScenarioLink> => unwrap(await scenarios[':id'].link.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenariosKey, exact: true }),
  });
}

export function useStopScenarioLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await scenarios[':id'].link.$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenariosKey, exact: true }),
  });
}

/** The address a scenario's link opens: the calculator with the token. */
export const scenarioLinkUrl = (token: string) => `${window.location.origin}${paths.tool.getHref('equity-split')}?share=${encodeURIComponent(token)}`;
