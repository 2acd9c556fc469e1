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
import { migrationsDir } from '../paths';
import { breakerOpenError, createCircuitBreaker } from './circuit-breaker';
import { isDatabaseUnavailable } from './database-unavailable';
import { dataDirFailure, ensureWritable } from './data-dir';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (once, under an advisory lock on Postgres). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Any number; identifies our migration lock among the advisory locks of a shared Postgres. */
const MIGRATION_LOCK_ID = 724_031_118;

/** PGlite in DATA_DIR (or in memory for `memory://`) when DATABASE_URL is unset; Postgres otherwise. */
export async function createDb(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, logger?: Logger): Promise<Database> {
  return env.DATABASE_URL ? createPostgres(env.DATABASE_URL, logger) : createPglite(env.DATA_DIR);
}

async function createPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) ensureWritable(dataDir, join(dataDir, 'db'));
  // PGlite reports a full disk or an unreadable file as a bare errno or 'failed to initialize': name DATA_DIR.
  const client = await PGlite.create(inMemory ? dataDir : join(dataDir, 'db')).catch((error: unknown) => {
    throw inMemory ? error : dataDirFailure(dataDir, error);
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/**
 * While the database is down (a restart, a failover), requests fail at once with a 503 instead of each waiting
 * for a connection: the pool's connect goes through a circuit breaker that a lost or refused connection trips
 * and a probe closes again.
 */
function guardConnections(pool: pg.Pool, logger?: Logger) {
  const connect = pool.connect.bind(pool);
  const probe = async () => {
    const client = await connect();
    try {
      await client.query('select 1');
    } finally {
      client.release();
    }
  };
  const breaker = createCircuitBreaker({ probe });
  const trip = (error: unknown) => {
    // The pool's own wait for a free connection timing out means busy, not down: that one request gets its 503.
    const isPoolBusy = error instanceof Error && error.message.includes('timeout exceeded when trying to connect');
    if (isPoolBusy || !isDatabaseUnavailable(error) || breaker.isOpen()) return;
    logger?.warn({ err: error }, 'Database unavailable: refusing requests until it answers again');
    breaker.trip();
  };
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', trip);
  // Nor may a checked-out one between two statements (in a transaction): pg emits 'error' on the client, with
  // no listener, and Node would exit. Its next statement fails ('not queryable': a 503), and the pool drops it.
  pool.on('connect', (client) => client.on('error', trip));
  const guarded = async () => {
    if (breaker.isOpen()) throw breakerOpenError();
    return connect().catch((error: unknown) => {
      trip(error);
      throw error;
    });
  };
  // pg-pool calls connect() for every query too (with a callback); both forms go through the breaker.
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => {
    if (!callback) return guarded();
    guarded().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
  return breaker;
}

function createPostgres(connectionString: string, logger?: Logger): Database {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000 });
  const breaker = guardConnections(pool, logger);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => {
      breaker.stop();
      return pool.end();
    },
  };
}
