import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok' as const, database: 'up' as const }, 200);
    } catch (error) {
      c.get('logger').warn({ err: error }, 'Health check: database unreachable');
      return c.json({ status: 'error' as const, database: 'down' as const }, 503);
    }
  });
}
