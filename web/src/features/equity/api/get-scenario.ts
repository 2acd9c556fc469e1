import type { EquityScenarioView } from '@core/tools/equity-split/equity-scenarios';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { scenariosKey } from './get-scenarios';

/** One saved scenario, whole (to open it in the calculator); always asked afresh. */
export const scenarioQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...scenariosKey, id],
    queryFn: async (): Promise<EquityScenarioView> => unwrap(await api['equity-scenarios'][':id'].$get({ param: { id } })),
    staleTime: 0,
  });
