import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { CLIENT_IP_HEADER, type Auth } from './auth';

/** The socket's address; absent when the app is called in-process (tests through app.request). */
function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** better-auth's endpoints under /api/auth, told the client's real address (never a client-sent header). */
export function authRoutes(auth: Auth) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddress(c);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}
