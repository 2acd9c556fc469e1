import { createMiddleware } from 'hono/factory';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';

/** A link's token in a path (43 URL-safe characters, lib/link-tokens.ts): it is the link, so it is never logged. */
const TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{43}(?=\/|$)/g;

/** The path as logged: link tokens replaced by '[token]'. */
export const loggedPath = (path: string) => path.replace(TOKEN_SEGMENT, '[token]');

/** One log line per request, with the request id (also returned as X-Request-Id); never a link's token. */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.get('requestId') });
    c.set('logger', child);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    child.info({ method: c.req.method, path: loggedPath(c.req.path), status: c.res.status, ms }, 'request');
  });
}
