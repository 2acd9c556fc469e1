import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { emptyDatabaseDir, migrationsDir } from '../paths';
import { breakerOpenError, createCircuitBreaker } from './circuit-breaker';
import { isDatabaseUnavailable } from './database-unavailable';
import { dataDirFailure, ensureWritable } from './data-dir';
import { EMBEDDED_OPTIONS } from './embedded-settings';
import { copyEmptyDatabase } from './empty-database';
import { withPreparedStatements } from './pglite-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** A raw statement's answer (`db.execute<Row>(sql…)`) on either driver: PGlite's results and pg's both hold its rows. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export type RowsResult<Row> = { rows: Row[] };
export type Db = PgDatabase<RowsResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (once, under an advisory lock on Postgres); a test may name another folder. */
  migrate(migrationsFolder?: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the job queue): with values one statement, without them a
   * script of several, whose last result with rows is answered.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` from any instance sharing this database; resolves to a
   * function that stops listening. On Postgres a connection of its own, opened again if it is lost.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `setUp` while no other instance on this database runs one (an advisory lock on Postgres): what
   * several instances starting together must do one at a time, such as creating the job queue's schema.
   */
  oneAtATime<T>(setUp: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Any numbers; they tell our locks apart from other advisory locks of a shared Postgres. */
const MIGRATION_LOCK_ID = 724_031_118;
const SET_UP_LOCK_ID = 724_031_119;

/** Runs `run` holding a session advisory lock on a connection of its own (other instances wait for it). */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  lockId: number,
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await run(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}

/** PGlite in DATA_DIR (or in memory for `memory://`) when DATABASE_URL is unset; Postgres otherwise. */
export async function createDb(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, logger?: Logger): Promise<Database> {
  return env.DATABASE_URL ? createPostgres(env.DATABASE_URL, logger) : createPglite(env.DATA_DIR);
}

/** PGlite in `dataDir` (or `memory://`); with `files` (a `dumpDataDir()` of another), it starts as a copy of those. */
export async function createPglite(dataDir: string, files?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const dbDir = join(dataDir, 'db');
  if (!inMemory) {
    ensureWritable(dataDir, dbDir);
    if (!files) {
      try {
        copyEmptyDatabase(dbDir, emptyDatabaseDir);
      } catch (error) {
        throw dataDirFailure(dataDir, error);
      }
    }
  }
  // PGlite reports a full disk or an unreadable file as a bare errno or 'failed to initialize': name DATA_DIR.
  const client = await PGlite.create(inMemory ? dataDir : dbDir, {
    ...EMBEDDED_OPTIONS,
    ...(files ? { loadDataDir: files } : {}),
  }).catch((error: unknown) => {
    throw inMemory ? error : dataDirFailure(dataDir, error);
  });
  const db: Db = drizzlePglite({ client: withPreparedStatements(client), schema });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = migrationsDir) => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    async query(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.findLast((result) => result.rows.length > 0)?.rows ?? [] };
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    // One process owns a PGlite data dir: nothing to wait for.
    oneAtATime: (setUp) => setUp(),
    close: () => client.close(),
  };
}

/** Each wait of a probe: connecting, and its `select 1` (a database that stopped answering must not hold it). */
const PROBE_TIMEOUT_MS = 2000;

/** pg-pool's two "took too long" errors: a busy pool or a slow connect, not a database that is down. */
const isTimeout = (error: unknown) =>
  error instanceof Error && /timeout exceeded when trying to connect|connection timeout/i.test(error.message);

/**
 * While the database is down (a restart, a failover), requests fail at once with a 503 instead of each waiting
 * for a connection (ADR 0020). The pool's connect goes through a circuit breaker, which opens when a
 * connection cannot be made for an outage's reason. A connection lost on its own (a backend terminated, an idle
 * socket reset) opens it only if a probe then fails too. Probes use a fresh client with timeouts.
 */
function guardConnections(pool: pg.Pool, connectionString: string, logger?: Logger) {
  const connect = pool.connect.bind(pool);
  const probe = async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const breaker = createCircuitBreaker({ probe, onClose: () => logger?.info('Database answering again') });
  const isOutage = (error: unknown) => isDatabaseUnavailable(error) && !isTimeout(error);
  const trip = (error: unknown) => {
    if (!isOutage(error) || breaker.isOpen()) return;
    logger?.warn({ err: error }, 'Database unavailable: refusing requests until it answers again');
    breaker.trip();
  };
  /** A connection was lost without a request asking: only a failed probe says the database is down. */
  const suspect = (error: unknown) => {
    logger?.warn({ err: error }, 'Database connection lost');
    if (isOutage(error) && !breaker.isOpen()) probe().catch((failure: unknown) => trip(failure));
  };
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', suspect);
  // Nor may a checked-out one between two statements (in a transaction): pg emits 'error' on the client, with
  // no listener, and Node would exit. Its next statement fails ('not queryable': a 503), and the pool drops it.
  pool.on('connect', (client) => client.on('error', suspect));
  const guarded = async () => {
    if (breaker.isOpen()) throw breakerOpenError();
    return connect().catch((error: unknown) => {
      trip(error);
      throw error;
    });
  };
  // pg-pool calls connect() for every query too (with a callback); both forms go through the breaker.
  type Callback = (
    error: Error | undefined,
    client?: pg.PoolClient,
    done?: (release?: Error | boolean) => void,
  ) => void;
  pool.connect = ((callback?: Callback) => {
    if (!callback) return guarded();
    guarded().then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
  return breaker;
}

function createPostgres(connectionString: string, logger?: Logger): Database {
  // keepAlive: a connection whose server vanished (a partition) is noticed by TCP, not after 15 minutes.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000, keepAlive: true });
  const breaker = guardConnections(pool, connectionString, logger);
  const db: Db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder = migrationsDir) =>
      withAdvisoryLock(pool, MIGRATION_LOCK_ID, (client) =>
        migrateNodePg(drizzleNodePg({ client }), { migrationsFolder }),
      ),
    oneAtATime: (setUp) => withAdvisoryLock(pool, SET_UP_LOCK_ID, () => setUp()),
    ping: async () => void (await db.execute(sql`select 1`)),
    async query(text, values) {
      const answer = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(answer) ? answer : [answer];
      return { rows: results.findLast((result) => result.rows.length > 0)?.rows ?? [] };
    },
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload, logger),
    close: () => {
      breaker.stop();
      return pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

/** A connection of its own that LISTENs on `channel`; lost (a restart, a failover), it connects again. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  logger?: Logger,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      void next.end().catch(() => undefined);
      // A connection that never became the listening one failed its connect, which retries by itself.
      if (client !== next) return;
      logger?.warn({ err: error, channel }, 'Listening connection lost; connecting again');
      client = null;
      retry();
    });
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    else client = next;
  };
  const retry = () => {
    if (stopped) return;
    setTimeout(() => void connect().catch(retry), LISTEN_RETRY_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
