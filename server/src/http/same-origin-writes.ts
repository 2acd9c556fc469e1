import { say } from '@core/i18n/say';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request that a browser sends from another site carries that site's Origin: refuse it.
 * (Browsers send Origin on every POST; clients without one are not browsers and carry no ambient cookies.)
 */
export function sameOriginWrites(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    if (!SAFE_METHODS.has(c.req.method) && origin !== undefined && origin !== allowed) {
      throw new AppError(
        'FORBIDDEN',
        say({ id: 'server.http.crossOrigin', defaultMessage: 'Cross-origin request rejected' }),
      );
    }
    await next();
  });
}
