import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, user } from '../db/schema';
import { cookieValue } from '../lib/cookie-value';
import type { Auth } from './auth';

/** The signed-in user, and which of their sessions this request belongs to. */
export type SessionUser = { id: string; name: string; email: string; image: string | null; sessionId: string };

/** The signed-in user of a request's cookies, or null. */
export type SessionReader = (headers: Headers) => Promise<SessionUser | null>;

/** better-call's signed cookie: encodeURIComponent(`${value}.${base64 HMAC-SHA256(secret, value)}`). */
function verifiedToken(raw: string, secret: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Reads better-auth's session cookie in one indexed query (ADR 0013): the cookie's name and secret come from
 * better-auth itself, the signature is checked as better-auth checks it, and an expired session is no session.
 * better-auth's own get-session (which the web app calls on load) stays the one that refreshes sessions.
 */
export function createSessionReader(db: Db, auth: Auth): SessionReader {
  const cookie = auth.$context.then((context) => ({
    name: context.authCookies.sessionToken.name,
    secret: context.secret,
  }));
  const lookup = db
    .select({ id: user.id, name: user.name, email: user.email, image: user.image, sessionId: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql.placeholder('now'))))
    .prepare('session_user');

  return async (headers) => {
    const { name, secret } = await cookie;
    const raw = cookieValue(headers.get('cookie'), name);
    const token = raw ? verifiedToken(raw, secret) : null;
    if (!token) return null;
    const [found] = await lookup.execute({ token, now: new Date() });
    return found ?? null;
  };
}
