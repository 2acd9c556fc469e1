import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How long an idle kept-alive connection stays open. Longer than a client or proxy in front keeps one idle (nginx's
 * and AWS load balancers' 60 s), so the server never closes a connection just as a request is sent on it: Node's
 * 5 s default reset such requests (ECONNRESET) for clients that reuse connections after a pause (ADR 0091).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Serves `fetch` on `port` (0: any free port), calling `listening` with the port once it listens. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  listening: (port: number) => void,
) {
  const server = serve({ fetch, port }, (info: AddressInfo) => listening(info.port)) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The time to receive a request's headers must outlast the idle time, or Node ends the connection first.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
