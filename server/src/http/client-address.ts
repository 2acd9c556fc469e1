import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // Called in-process (app.request) with no socket.
  }
}

/**
 * The client's address: the socket's, or — behind `trustProxyHops` reverse proxies, each of which appends
 * the address it saw to X-Forwarded-For — the one the outermost trusted proxy saw. Entries further left
 * were written by the client and are never trusted.
 */
export function clientAddress(c: Context, trustProxyHops: number): string | undefined {
  if (trustProxyHops === 0) return socketAddress(c);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxyHops] ?? socketAddress(c);
}
