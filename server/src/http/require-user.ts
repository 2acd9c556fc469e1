import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { AppError } from '../lib/errors';

export type SessionUser = { id: string; name: string; email: string; image?: string | null | undefined };

/** The signed-in user on `c.get('viewer')`, or null for a visitor. */
export function withViewer(auth: Auth) {
  return createMiddleware<{ Variables: { viewer: { userId: string } | null } }>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('viewer', session ? { userId: session.user.id } : null);
    await next();
  });
}

/** The signed-in user on `c.get('user')`; without a session: 401 'User not authenticated'. */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: { user: SessionUser } }>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
    c.set('user', session.user);
    await next();
  });
}
