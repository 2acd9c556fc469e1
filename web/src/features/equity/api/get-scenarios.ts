import type { EquityScenarioSummary } from '@core/tools/equity-split/equity-scenarios';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Every scenario query lives under this key; the list is the key itself. */
export const scenariosKey = ['equity-scenarios'] as const;

/** The signed-in user's saved scenarios, the most recently saved first. */
export const scenariosQueryOptions = () =>
  queryOptions({ queryKey: scenariosKey, queryFn: async (): Promise<EquityScenarioSummary[]> => unwrap(await api['equity-scenarios'].$get()) });
