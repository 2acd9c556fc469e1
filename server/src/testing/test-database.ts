import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: its own database on TEST_DATABASE_URL's server (dropped
 * afterwards) when that is set, else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<Database> {
  const database = await createEmptyTestDatabase();
  await database.migrate();
  return database;
}

/** The same, before any migration (a migration's test applies them itself). */
export async function createEmptyTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createDb({ DATABASE_URL: undefined, DATA_DIR: 'memory://' });
  const { url, drop } = await createPostgresTestDatabase(serverUrl);
  const database = await createDb({ DATABASE_URL: url, DATA_DIR: '' });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** An empty database of its own on a Postgres server (its name starting with `prefix`), and how to drop it. */
export async function createPostgresTestDatabase(serverUrl: string, prefix = 'ft_test_') {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

/** Drops every database whose name starts with `prefix` (what a test run's processes left, should they end first). */
export async function dropPostgresTestDatabases(serverUrl: string, prefix: string) {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { name } of rows) await admin.query(`drop database if exists "${name}" with (force)`);
  });
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
