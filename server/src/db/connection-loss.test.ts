import { createServer, connect as connectTcp, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../testing/test-database';
import { createDb } from './client';
import { rowsOf } from './rows-of';
import { isDatabaseUnavailable } from './database-unavailable';

/** What a PostgreSQL restart does to each open connection: the server ends it (57P01, admin_shutdown). */
async function terminateBackend(serverUrl: string, pid: number) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

/** A TCP relay to Postgres that can be cut (an outage: connections dropped, new ones refused) and restored. */
function outageRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((socket) => {
        const upstream = connectTcp(Number(target.port || 5432), target.hostname);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('error', () => undefined);
          end.on('close', () => sockets.delete(end));
        }
        socket.pipe(upstream).pipe(socket);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    start,
    url: () => Object.assign(new URL(target), { hostname: '127.0.0.1', port: String(port) }).toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'up' as const,
    (error: unknown) => error,
  );

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL going away while the app runs', () => {
  it('fails a request whose connection is ended as "unavailable" (no crash), and serves the next: one lost connection is no outage', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const { url, drop } = await createPostgresTestDatabase(serverUrl);
    const database = await createDb({ DATABASE_URL: url, DATA_DIR: '' });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const rows = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await terminateBackend(serverUrl, rows[0]!.pid);
          // The server's FATAL arrives while no statement is running: the moment that used to crash the process.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The database itself is fine (a probe says so): the next request is served, not refused.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await drop();
    }
  });

  it('refuses at once while the database cannot be reached, and serves again by itself when it can', async () => {
    const { url, drop } = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    const relay = outageRelay(new URL(url));
    await relay.start();
    const database = await createDb({ DATABASE_URL: relay.url(), DATA_DIR: '' });
    try {
      await expect(database.ping()).resolves.toBeUndefined();
      await relay.cut();
      expect(isDatabaseUnavailable(await outcome(database.ping()))).toBe(true);
      // The lost connections and a refused one open the breaker: from then on its own answer, without a connection.
      const codeOf = async () => ((await outcome(database.ping())) as { cause?: { code?: string } }).cause?.code;
      await expect.poll(codeOf, { timeout: 2000, interval: 20 }).toBe('57P03');
      const started = performance.now();
      const refused = await outcome(database.ping());
      expect(performance.now() - started).toBeLessThan(500);
      expect(refused).toMatchObject({
        cause: { code: '57P03', message: 'The database is unavailable; waiting for it to come back' },
      });
      await relay.start();
      await expect.poll(() => outcome(database.ping()), { timeout: 5000, interval: 100 }).toBe('up');
    } finally {
      await database.close();
      await drop();
    }
  });
});
