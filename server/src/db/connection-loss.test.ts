import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../testing/test-database';
import { createDb } from './client';
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

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection lost while a request holds it (PostgreSQL restarting)', () => {
  it('fails that request as "database unavailable" instead of crashing the process, fails the next at once, and recovers by itself', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const { url, drop } = await createPostgresTestDatabase(serverUrl);
    const database = await createDb({ DATABASE_URL: url, DATA_DIR: '' });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          await terminateBackend(serverUrl, rows[0]!.pid);
          // The server's FATAL arrives while no statement is running: the moment that used to crash the process.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        })
        .then(() => undefined, (error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The breaker is open: the next request is refused at once rather than waiting for a connection.
      const started = performance.now();
      const refused = await database.ping().then(() => undefined, (error: unknown) => error);
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(performance.now() - started).toBeLessThan(100);
      // A probe finds the database answering and closes it: the same process serves again, no restart.
      await expect.poll(() => database.ping().then(() => 'up', () => 'down'), { timeout: 5000, interval: 100 }).toBe('up');
    } finally {
      await database.close();
      await drop();
    }
  });
});
