import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPglite, type Database } from '../db/client';
import { migrationsDir } from '../paths';
import { templateMade } from '../../../test-support/background-template';
import { prepareAsAServerWould } from './server-ready-database';

/**
 * A fresh database for one test file: its own database on TEST_DATABASE_URL's server (dropped afterwards) when that
 * is set, else a PGlite in a scratch directory (removed afterwards). Both are copies of one template made once as a
 * server's first start leaves a database (ADRs 0064, 0121), instead of migrating and starting again for every file.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteCopy(await pgliteTemplate());
  return openPostgresTestDatabase(
    serverUrl,
    await createPostgresTestDatabase(serverUrl, { template: await serverReadyPostgresTemplate(serverUrl) }),
  );
}

/** The same, before any migration (a migration's test applies them itself). */
export async function createEmptyTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createDb({ DATABASE_URL: undefined, DATA_DIR: 'memory://' });
  return openPostgresTestDatabase(serverUrl, await createPostgresTestDatabase(serverUrl));
}

async function openPostgresTestDatabase(
  serverUrl: string,
  { url, drop }: { url: string; drop: () => Promise<unknown> },
): Promise<Database> {
  const database = await createDb({ DATABASE_URL: url, DATA_DIR: '' });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * An empty database of its own on a Postgres server (or a copy of `template`), its name starting with `prefix`, and
 * how to drop it.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  { prefix = 'ft_test_', template }: { prefix?: string; template?: string } = {},
) {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

/** The committed migrations' fingerprint: a template made from other migrations is never used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Any number; it tells this lock apart from other advisory locks of a shared Postgres. */
const TEMPLATE_LOCK_ID = 724_031_120;
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server as a server's first start leaves it (prepareAsAServerWould), made once for all
 * test runs on that server: under a lock (two workers start together), made under another name, then renamed, so
 * that a template is whole when it has its name. Kept for the next run; a change to the migrations makes another
 * (a server starting on it brings anything else up to date itself, as it does in production).
 */
export function serverReadyPostgresTemplate(serverUrl: string): Promise<string> {
  const known = templates.get(serverUrl);
  if (known) return known;
  const name = `ft_ready_${migrationsHash()}`;
  const made = withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const database = await createDb({ DATABASE_URL: databaseUrl(serverUrl, building), DATA_DIR: '' });
      await prepareAsAServerWould(database).finally(() => database.close());
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    return name;
  });
  templates.set(serverUrl, made);
  return made;
}

/**
 * A PGlite data dir at `dataDir` as a server's first start leaves it (prepareAsAServerWould), closed: a server given a
 * copy of it as its database starts without initdb, the migrations and pg-boss's tables (seconds each time here).
 */
export async function createServerReadyPgliteDir(dataDir: string) {
  const database = await createPglite(dataDir);
  await prepareAsAServerWould(database).finally(() => database.close());
}

/**
 * The run's migrated PGlite data dir (test-support/scratch-dir-setup.ts makes it while the first tests run), once it
 * is there. Copying its files to a memory-backed disk and opening them took two thirds of the time of loading a dump
 * of them into PGlite's in-memory file system (ADR 0118).
 */
async function pgliteTemplate(): Promise<string> {
  const { pgliteTemplate: template } = inject('scratch');
  if (!template) throw new Error('The run has no migrated PGlite data dir (it was started with TEST_DATABASE_URL)');
  return templateMade(template);
}

/** A PGlite database of its own, opened on a copy of `template`'s files, which go when it is closed. */
async function openPgliteCopy(template: string): Promise<Database> {
  const dataDir = mkdtempSync(join(inject('scratch').dir, 'database-'));
  try {
    cpSync(template, dataDir, { recursive: true });
    const database = await createPglite(dataDir);
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with `prefix` (what a test run's processes left, should they end first). */
export async function dropPostgresTestDatabases(serverUrl: string, prefix: string) {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await admin.query(`drop database if exists "${name}" with (force)`);
  });
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
