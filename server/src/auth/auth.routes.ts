import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { toAuthAnswer } from './auth-answer';

/**
 * better-auth's endpoints under /api/auth, told the client's real address (never a client-sent header).
 * Their answers keep better-auth's `{ code, message }` shape, which its browser client reads.
 */
export function authRoutes(auth: Auth, trustProxyHops: number) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddress(c, trustProxyHops);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    return toAuthAnswer(await auth.handler(new Request(c.req.raw, { headers })));
  });
}
