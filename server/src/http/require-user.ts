import { say } from '@core/i18n/say';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionReader, SessionUser } from '../auth/session-reader';
import { AppError } from '../lib/errors';
import type { AppEnv } from './app-env';

export type { SessionUser };

/** The signed-in user of routes behind withViewer, or null for a visitor. */
export type Viewer = { userId: string } | null;

/** What a handler behind withViewer finds on the Hono context. */
export type ViewerEnv = AppEnv & { Variables: { viewer: Viewer } };

/** The signed-in user on `c.get('viewer')`, or null for a visitor. */
export function withViewer(readSession: SessionReader) {
  return createMiddleware<{ Variables: { viewer: Viewer } }>(async (c, next) => {
    const user = await readSession(c.req.raw.headers);
    c.set('viewer', user ? { userId: user.id } : null);
    await next();
  });
}

/** The 401 of a request that needed a session and came without one. */
const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', say({ id: 'server.http.unauthenticated', defaultMessage: 'User not authenticated' }));

/** Behind withViewer: the signed-in viewer of a write; without a session, 401 'User not authenticated'. */
export function signedIn(c: Context<ViewerEnv>): { userId: string } {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** Behind withViewer, before the body is read: a write without a session is a 401, whatever it sends. */
export const requireSignedIn = createMiddleware<ViewerEnv>(async (c, next) => {
  signedIn(c);
  await next();
});

/** The signed-in user on `c.get('user')`; without a session: 401 'User not authenticated'. */
export function requireUser(readSession: SessionReader) {
  return createMiddleware<{ Variables: { user: SessionUser } }>(async (c, next) => {
    const user = await readSession(c.req.raw.headers);
    if (!user) throw unauthenticated();
    c.set('user', user);
    await next();
  });
}
