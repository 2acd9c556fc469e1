import { todayIn } from '@core/dates/iso-date';
import { Hono } from 'hono';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { TileReader } from '../../dashboard/tile-reader';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { requestTimeZone } from '../../lib/request-time-zone';

type DashboardEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * /api/custom-dashboard (ADR 0111), signed in only: every tile's figure from the user's own data, in one answer, on
 * their day (their time zone's).
 */
export function customDashboardRoutes(tiles: TileReader, readSession: SessionReader) {
  return new Hono<DashboardEnv>()
    .use(requireUser(readSession))
    .get('/tiles', async (c) =>
      c.json(await tiles(c.get('user').id, todayIn(requestTimeZone(c.req.raw.headers), new Date())), 200),
    );
}
