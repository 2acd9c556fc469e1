import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * One request the proxy passed on: to which instance (index into the targets), and its answer's status. A socket
 * (an upgrade) is logged as method 'UPGRADE'.
 */
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
 * X-Forwarded-For, as a reverse proxy does. Sockets (an upgrade, the collaboration socket) go round their own turn:
 * the first to instance 0, the next to instance 1…, each piped whole to its instance. It logs which instance answered
 * what. `targets` is read per request, so it may be filled in after the proxy listens.
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
  let socketTurn = 0;
  const piped = new Set<Socket>();
  server.on('upgrade', (incoming, client: Socket, head: Buffer) => {
    const instance = socketTurn++ % targets.length;
    const target = new URL(targets[instance]!);
    log.push({ method: 'UPGRADE', path: incoming.url ?? '/', instance, status: 101 });
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = connect(Number(target.port), target.hostname, () => {
      // An upgrade's Connection and Upgrade headers are what it asks of the next hop: passed on as they came.
      const headers = Object.entries({ ...incoming.headers, 'x-forwarded-for': forwardedFor }).flatMap(
        ([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      upstream.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      client.destroy();
      piped.delete(upstream);
      piped.delete(client);
    };
    for (const socket of [upstream, client]) {
      piped.add(socket);
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  // Every interface, so `localhost` works whether the browser resolves it to ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    log,
    async stop() {
      server.closeAllConnections();
      for (const socket of piped) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
