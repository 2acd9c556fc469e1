import { todayIn } from '@core/dates/iso-date';
import { DASHBOARD_TILES_KEY } from '@core/dashboard/dashboard-tile';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { customDashboardRoutes } from './custom-dashboard.routes';

/**
 * The Custom Dashboard (ADR 0111): its layout is a tool document (the platform's routes save it, the account's
 * export carries it); what it brings of its own is the one request for every tile, which the page is drawn with.
 */
export const customDashboardModule = defineServerToolModule({
  id: 'custom-dashboard',
  routes: {
    '/custom-dashboard': ({ tiles, readSession }) => customDashboardRoutes(tiles, readSession),
  },
  firstQueries: async (_db, userId, _language, { timeZone, tiles }) => [
    { key: DASHBOARD_TILES_KEY, data: await tiles(userId, todayIn(timeZone, new Date())) },
  ],
  fuzz: { routes: [{ method: 'GET', route: '/api/custom-dashboard/tiles' }] },
});
