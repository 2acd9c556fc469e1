import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Database } from '../server/src/db/client';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import type { Statement } from './round-trips';

/** The databases a benchmark runs on: a fresh Postgres database (dropped afterwards) and a PGlite in a temp dir. */

export type Target = {
  label: string;
  database: Database;
  /** Postgres only: the plan of a statement, run for real (EXPLAIN ANALYZE). */
  explain?: (statement: Statement) => Promise<string[]>;
  dispose: () => Promise<void>;
};

/** A statement on its own connection (not counted: the counter records only while a request is measured). */
async function onPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function postgresTarget(serverUrl: string): Promise<Target> {
  const { url, drop } = await createPostgresTestDatabase(serverUrl);
  const database = await createDb({ DATABASE_URL: url, DATA_DIR: '' });
  const version = await onPostgres(
    url,
    async (client) => (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version,
  );
  return {
    label: `Postgres ${version} (${new URL(serverUrl).host}, a fresh database dropped afterwards)`,
    database,
    explain: (statement) =>
      onPostgres(url, async (client) =>
        (
          await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values)
        ).rows.map((row) => row['QUERY PLAN']),
      ),
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

export async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ft-bench-board-'));
  const database = await createDb({ DATABASE_URL: undefined, DATA_DIR: dataDir });
  return {
    label: `PGlite (embedded, temp DATA_DIR ${dataDir}, removed afterwards)`,
    database,
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * Runs a benchmark on Postgres (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server), then on PGlite, each
 * target disposed afterwards; without a server it says that the Postgres run was skipped.
 */
export async function onEachTarget(name: string, benchOn: (target: Target) => Promise<void>) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const targets = [...(serverUrl ? [() => postgresTarget(serverUrl)] : []), pgliteTarget];
  if (!serverUrl) console.log(`\n${name} on Postgres: skipped (set BENCH_DATABASE_URL)`);
  for (const makeTarget of targets) {
    const target = await makeTarget();
    try {
      await benchOn(target);
    } finally {
      await target.dispose();
    }
  }
}
