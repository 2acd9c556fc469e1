import { createMiddleware } from 'hono/factory';
import type { SessionReader, SessionUser } from '../auth/session-reader';
import { AppError } from '../lib/errors';

export type { SessionUser };

/** The signed-in user on `c.get('viewer')`, or null for a visitor. */
export function withViewer(readSession: SessionReader) {
  return createMiddleware<{ Variables: { viewer: { userId: string } | null } }>(async (c, next) => {
    const user = await readSession(c.req.raw.headers);
    c.set('viewer', user ? { userId: user.id } : null);
    await next();
  });
}

/** The signed-in user on `c.get('user')`; without a session: 401 'User not authenticated'. */
export function requireUser(readSession: SessionReader) {
  return createMiddleware<{ Variables: { user: SessionUser } }>(async (c, next) => {
    const user = await readSession(c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHENTICATED', 'User not authenticated');
    c.set('user', user);
    await next();
  });
}
