import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';
import { createRateWindow } from '../lib/rate-window';
import type { SessionUser } from './require-user';

/**
 * At most `perMinute` requests a minute from one signed-in user (after requireUser), counted in this instance's
 * memory; past it a 429 with `tooMany()`, said in the request's language. For routes that call outside for a user.
 */
export function perUserLimit(perMinute: number, tooMany: () => string) {
  const take = createRateWindow({ limit: perMinute, windowMs: 60_000 });
  return createMiddleware<{ Variables: { user: SessionUser } }>(async (c, next) => {
    if (!take(c.get('user').id)) throw new AppError('RATE_LIMITED', tooMany());
    await next();
  });
}
