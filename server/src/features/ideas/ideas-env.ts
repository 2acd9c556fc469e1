import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/errors';

export type IdeasEnv = AppEnv & { Variables: { viewer: { userId: string } | null } };

/** The signed-in viewer of a write; without a session, 401 'User not authenticated'. */
export function signedIn(c: Context<IdeasEnv>): { userId: string } {
  const viewer = c.get('viewer');
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
  return viewer;
}

/** Before the body is read: a write without a session is a 401, whatever it sends. */
export const requireSignedIn = createMiddleware<IdeasEnv>(async (c, next) => {
  signedIn(c);
  await next();
});
