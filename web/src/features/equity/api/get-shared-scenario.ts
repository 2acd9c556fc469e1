import type { SharedEquityScenario } from '@core/tools/equity-split/equity-scenarios';
import { queryOptions } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api, unwrap } from '@/lib/api-client';
import { scenariosKey } from './get-scenarios';

/** A scenario as its read-only link shows it; an unknown or stopped link fails at once (404). */
export const sharedScenarioQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...scenariosKey, 'shared', token],
    queryFn: async (): Promise<SharedEquityScenario> => unwrap(await api['equity-scenarios'].shared[':token'].$get({ param: { token } })),
    retry: false,
  });

/** The address a scenario's link opens: the calculator with the token. */
export const scenarioLinkUrl = (token: string) => `${window.location.origin}${paths.tool.getHref('equity-split')}?share=${encodeURIComponent(token)}`;
