import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';

/** One request the proxy passed on: to which instance (index into the targets), and its answer's status. */
export type ProxiedRequest = { method: string; path: string; instance: number; status: number };

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and are never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * A load balancer for tests: each request goes to the next of `targets` in turn (strict round robin over
 * requests, whatever connection they came on), with Host kept and the address it came from appended to
 * X-Forwarded-For, as a reverse proxy does. It logs which instance answered what. `targets` is read per
 * request, so it may be filled in after the proxy listens.
 */
export async function startRoundRobinProxy(targets: string[]) {
  const agent = new Agent({ keepAlive: true });
  const log: ProxiedRequest[] = [];
  let turn = 0;

  const server = createServer((incoming, outgoing) => {
    const instance = turn++ % targets.length;
    const target = new URL(targets[instance]!);
    const entry: ProxiedRequest = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', instance, status: 0 };
    log.push(entry);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const bodiless = entry.method === 'GET' || entry.method === 'HEAD';
    const forward = (retried: boolean) => {
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: entry.method,
          path: entry.path,
          headers: { ...endToEnd(incoming.headers), 'x-forwarded-for': forwardedFor },
          agent,
        },
        (answer) => {
          entry.status = answer.statusCode ?? 502;
          outgoing.writeHead(entry.status, answer.statusMessage, endToEnd(answer.headers));
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the instance closed just as it was reused (its keep-alive timeout): a request
        // without a body is sent again on a new one, as a reverse proxy does (Node's documented pattern).
        if (!retried && upstream.reusedSocket && error.code === 'ECONNRESET' && !outgoing.headersSent && bodiless) {
          forward(true);
          return;
        }
        entry.status = 502;
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`Instance ${instance} failed: ${error.message}`);
      });
      if (bodiless) upstream.end();
      else incoming.pipe(upstream);
    };
    forward(false);
  });
  // Every interface, so `localhost` works whether the browser resolves it to ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    log,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
