import { createMiddleware } from 'hono/factory';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';

/** One log line per request, with the request id (also returned as X-Request-Id). */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.get('requestId') });
    c.set('logger', child);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    child.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
}
