import { DASHBOARD_TILES_KEY } from '@core/dashboard/dashboard-tile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const dashboardTilesQueryOptions = queryOptions({
  queryKey: DASHBOARD_TILES_KEY,
  queryFn: async () => unwrap(await api['custom-dashboard'].tiles.$get()),
});

/** Every tile's figure from the user's own data, in one request (ADR 0111); the server draws the page with it. */
export const useDashboardTiles = () => useQuery(dashboardTilesQueryOptions);
