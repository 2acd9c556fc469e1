import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type Database, type Db } from '../server/src/db/client';
import { ideaComments, ideas, ideaTags, profiles, tags, user } from '../server/src/db/schema';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import { startBenchServer } from './bench-server';

/*
 * `bench/board`: the board's first page for a user with 10,000 ideas, against a one-row lookup in the same
 * run, on real Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL) and on PGlite. The server runs in this
 * process on 127.0.0.1; autocannon runs in a child process (a load generator of its own on the same box).
 */

const OWN_IDEAS = 10_000;
const COMMUNITY_IDEAS = 300;
const OTHER_USERS = 20;
const TAGS_PER_IDEA = 5;
const TAG_POOL = 50;
const MAX_COMMENTS = 30;
const BATCH = 1_000;
const PAGE = 50;
const CONNECTIONS = 50;
const WARM_UP_S = 2;
const MEASURE_S = 10;

/** Budgets from DESIGN.md 'Performance budgets' (the absolute ones are for Postgres). */
const BUDGET = { reqPerSec: 1_500, p95Ms: 25, ratio: 0.4, roundTrips: 3 };

// ---------------------------------------------------------------------------------------------------------
// Load generator (child process)

/** `connections`: 50 (CONNECTIONS) unless given. */
type LoadJob = { url: string; headers: Record<string, string>; duration: number; connections?: number };
export type Figures = { reqPerSec: number; p50: number; p95: number; p99: number; requests: number; non2xx: number; errors: number; timeouts: number };
type LoadAnswer = { figures: Figures } | { error: string };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One bounded autocannon run; latencies are kept exactly (autocannon's own summary has no p95). */
function runLoad({ url, headers, duration, connections = CONNECTIONS }: LoadJob): Promise<Figures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        reqPerSec: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

if (process.env.BENCH_BOARD_LOAD === '1' && process.send) {
  process.on('message', (job: LoadJob) => {
    runLoad(job).then(
      (figures) => process.send!({ figures } satisfies LoadAnswer),
      (error: unknown) => process.send!({ error: String(error) } satisfies LoadAnswer),
    );
  });
  process.on('disconnect', () => process.exit(0));
}

export class LoadGenerator {
  private readonly child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_BOARD_LOAD: '1' },
    // The loader flags (--import tsx), not a one-off like --input-type.
    execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  run(job: LoadJob): Promise<Figures> {
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error(`load generator is gone (exit code ${this.child.exitCode})`));
      const onExit = (code: number | null) => reject(new Error(`load generator exited with ${code}`));
      this.child.once('exit', onExit);
      this.child.once('message', (answer: LoadAnswer) => {
        this.child.off('exit', onExit);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer.figures);
      });
      this.child.send(job);
    });
  }

  /** A warm-up run (discarded), then, once the server has answered what the warm-up left, the measured one. */
  async measure(url: string, headers: Record<string, string>, drained: () => Promise<void>, connections = CONNECTIONS): Promise<Figures> {
    await this.run({ url, headers, duration: WARM_UP_S, connections });
    await drained();
    return this.run({ url, headers, duration: MEASURE_S, connections });
  }

  close() {
    this.child.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------------------
// SQL round trips

type Statement = { text: string; values: unknown[] };

/** Every statement sent to the database while `recording` (pg clients and PGlite): one each = one round trip. */
const sqlLog: { recording: boolean; statements: Statement[] } = { recording: false, statements: [] };
let wrapped = false;

export function countRoundTrips() {
  if (wrapped) return;
  wrapped = true;
  type AnyFn = (this: unknown, ...args: unknown[]) => unknown;
  const wrap = (target: object, name: string, toStatement: (args: unknown[]) => Statement) => {
    const owner = target as Record<string, AnyFn>;
    const original = owner[name]!;
    owner[name] = function (this: unknown, ...args: unknown[]) {
      if (sqlLog.recording) sqlLog.statements.push(toStatement(args));
      return original.apply(this, args);
    };
  };
  // pg.Pool#query checks a client out and calls Client#query, so wrapping the client alone counts each once.
  wrap(pg.Client.prototype, 'query', ([first, second]) =>
    typeof first === 'string'
      ? { text: first, values: Array.isArray(second) ? second : [] }
      : { text: String((first as { text?: string }).text), values: (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []) },
  );
  wrap(PGlite.prototype, 'query', ([text, values]) => ({ text: String(text), values: Array.isArray(values) ? values : [] }));
  wrap(PGlite.prototype, 'exec', ([text]) => ({ text: String(text), values: [] }));
}

export async function statementsOf(request: () => Promise<Response>): Promise<Statement[]> {
  sqlLog.statements = [];
  sqlLog.recording = true;
  try {
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404) throw new Error(`${response.url}: ${response.status}`);
  } finally {
    sqlLog.recording = false;
  }
  return sqlLog.statements;
}

export const brief = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 110 ? `${flat.slice(0, 107)}...` : flat;
};

// ---------------------------------------------------------------------------------------------------------
// Seeding

/** Deterministic pseudo-random numbers in [0, 1) (a 32-bit LCG), so every run seeds the same shape. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = BATCH) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const WORDS = ['marketplace', 'AI', 'B2B', 'climate', 'fintech', 'health', 'logistics', 'creator', 'SaaS', 'edtech', 'legal', 'hardware'];
const PRIORITIES = ['high', 'medium', 'low'] as const;

type SeedCounts = { ideas: number; ideaTags: number; comments: number; ms: number };

/** One user's 10,000 ideas, a few hundred community ideas of other users, 5 tags each, 0–30 comments each. */
async function seed(db: Db, userId: string): Promise<SeedCounts> {
  const started = performance.now();
  const random = lcg(20_240_601);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  const others = Array.from({ length: OTHER_USERS }, (_, i) => ({
    id: `bench-other-${i}`,
    name: `Other Founder ${i}`,
    email: `other-${i}@bench.example`,
    emailVerified: true,
  }));
  await db.insert(user).values(others);
  await db.insert(profiles).values(others.map((other) => ({ id: other.id, fullName: other.name, email: other.email })));

  const tagIds = (
    await db
      .insert(tags)
      .values(Array.from({ length: TAG_POOL }, (_, i) => ({ name: `${pick(WORDS).toLowerCase()}-${i}` })))
      .returning({ id: tags.id })
  ).map((tag) => tag.id);

  const now = Date.now();
  const span = OWN_IDEAS * 37_000;
  const ideaRows: (typeof ideas.$inferInsert)[] = [];
  for (let i = 0; i < OWN_IDEAS + COMMUNITY_IDEAS; i++) {
    const own = i < OWN_IDEAS;
    const createdAt = new Date(own ? now - i * 37_000 : now - Math.floor(random() * span));
    ideaRows.push({
      id: randomUUID(),
      userId: own ? userId : pick(others).id,
      title: `${pick(WORDS)} idea #${i}`,
      description: `A ${pick(WORDS)} product for ${pick(WORDS)} teams: it saves them hours every week. `.repeat(2),
      category: pick(WORDS),
      priority: pick(PRIORITIES),
      ideaScore: Math.floor(random() * 11),
      whyNow: `Because ${pick(WORDS)} changed this year.`,
      costToValidate: Math.floor(random() * 50_000),
      isPinned: own && random() < 0.02,
      isCommunityShared: !own || random() < 0.05,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await inBatches(ideaRows, (batch) => db.insert(ideas).values(batch));

  const tagRows: (typeof ideaTags.$inferInsert)[] = [];
  const commentRows: (typeof ideaComments.$inferInsert)[] = [];
  const authors = [userId, ...others.map((other) => other.id)];
  for (const idea of ideaRows) {
    const first = Math.floor(random() * TAG_POOL);
    for (let t = 0; t < TAGS_PER_IDEA; t++) tagRows.push({ ideaId: idea.id!, tagId: tagIds[(first + t * 7) % TAG_POOL]! });
    const count = Math.floor(random() * (MAX_COMMENTS + 1));
    for (let c = 0; c < count; c++) {
      commentRows.push({
        id: randomUUID(),
        ideaId: idea.id!,
        userId: random() < 0.5 ? userId : pick(authors),
        content: `Comment ${c + 1}: have you talked to ${pick(WORDS)} customers about this?`,
        createdAt: new Date(idea.createdAt!.getTime() + (c + 1) * 60_000),
      });
    }
  }
  await inBatches(tagRows, (batch) => db.insert(ideaTags).values(batch));
  await inBatches(commentRows, (batch) => db.insert(ideaComments).values(batch));
  return { ideas: ideaRows.length, ideaTags: tagRows.length, comments: commentRows.length, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------------------
// One database

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
  const version = await onPostgres(url, async (client) => (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version);
  return {
    label: `Postgres ${version} (${new URL(serverUrl).host}, a fresh database dropped afterwards)`,
    database,
    explain: (statement) =>
      onPostgres(url, async (client) =>
        (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values)).rows.map((row) => row['QUERY PLAN']),
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

export const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function benchOn(target: Target, load: LoadGenerator) {
  const postgres = target.database.kind === 'postgres';
  // As in production (server/src/index.ts): the API from one app.
  const { base, drained, signUpFounder, close } = await startBenchServer(target.database);
  try {
    const { cookie, userId } = await signUpFounder();
    const counts = await seed(target.database.db, userId);
    await target.database.db.execute(sql`analyze`);

    const withSession = { cookie };
    const boardUrl = `${base}/api/ideas?limit=${PAGE}`;
    const first = (await (await fetch(boardUrl, { headers: withSession })).json()) as { ideas: { id: string; tags: string[]; comments: unknown[]; commentCount: number }[] };
    if (first.ideas.length !== PAGE) throw new Error(`board returned ${first.ideas.length} ideas, not ${PAGE}`);
    const ideaUrl = `${base}/api/ideas/${first.ideas[0]!.id}`;
    const healthUrl = `${base}/api/health`;

    // Round trips of one request each, on an idle server: the board, and the session lookup alone (an id that
    // is no UUID: the route answers 404 after the viewer's session lookup, before any idea query).
    const boardStatements = await statementsOf(() => fetch(boardUrl, { headers: withSession }));
    const sessionOnly = await statementsOf(() => fetch(`${base}/api/ideas/not-an-id`, { headers: withSession }));
    const ownStatements = boardStatements.slice(sessionOnly.length);

    const routes = [
      { name: `board           GET /api/ideas?limit=${PAGE}`, url: boardUrl, headers: withSession },
      { name: 'single idea     GET /api/ideas/{id}', url: ideaUrl, headers: withSession },
      { name: 'one-row lookup  GET /api/health', url: healthUrl, headers: {} },
    ];
    const figures: Figures[] = [];
    for (const route of routes) {
      await drained();
      figures.push(await load.measure(route.url, route.headers, drained));
    }
    const [board, idea, health] = figures as [Figures, Figures, Figures];

    const shown = first.ideas;
    console.log(`\nboard on ${target.label}`);
    console.log(
      `  seeded in ${fmt(counts.ms / 1000, 1)} s: ${fmt(counts.ideas)} ideas (${fmt(OWN_IDEAS)} of the user, ${fmt(COMMUNITY_IDEAS)} community),` +
        ` ${fmt(counts.ideaTags)} idea tags, ${fmt(counts.comments)} comments`,
    );
    console.log(
      `  first page: ${shown.length} cards, ${fmt(shown.reduce((sum, card) => sum + card.tags.length, 0))} tags,` +
        ` ${fmt(shown.reduce((sum, card) => sum + card.comments.length, 0))} newest comments of ${fmt(shown.reduce((sum, card) => sum + card.commentCount, 0))}`,
    );
    console.log(`  autocannon: ${CONNECTIONS} connections, ${MEASURE_S} s each after a ${WARM_UP_S} s warm-up, 127.0.0.1, separate process`);
    console.log(
      `  ${'route'.padEnd(38)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
        `${'non-2xx'.padStart(9)}${'errors'.padStart(8)}${'of them timeouts'.padStart(18)}`,
    );
    routes.forEach((route, i) => {
      const f = figures[i]!;
      console.log(
        `  ${route.name.padEnd(38)}${fmt(f.reqPerSec).padStart(9)}${fmt(f.p50, 1).padStart(9)}${fmt(f.p95, 1).padStart(9)}` +
          `${fmt(f.p99, 1).padStart(9)}${fmt(f.non2xx).padStart(9)}${fmt(f.errors).padStart(8)}${fmt(f.timeouts).padStart(18)}`,
      );
    });
    const ratio = board.reqPerSec / health.reqPerSec;
    console.log(`  board / one-row lookup: ${fmt(ratio * 100)} % of its req/s (budget >= ${BUDGET.ratio * 100} %: ${verdict(ratio >= BUDGET.ratio)})`);
    console.log(`  board / single idea:    ${fmt((board.reqPerSec / idea.reqPerSec) * 100)} % of its req/s (for information)`);
    if (postgres) {
      console.log(
        `  board budget: >= ${fmt(BUDGET.reqPerSec)} req/s: ${verdict(board.reqPerSec >= BUDGET.reqPerSec)};` +
          ` p95 < ${BUDGET.p95Ms} ms: ${verdict(board.p95 < BUDGET.p95Ms)}`,
      );
    }
    console.log(
      `  SQL round trips per board request: ${boardStatements.length} (board ${ownStatements.length}, session lookup ${sessionOnly.length};` +
        ` budget <= ${BUDGET.roundTrips} for the board: ${verdict(ownStatements.length <= BUDGET.roundTrips)})`,
    );
    boardStatements.forEach((statement, i) => console.log(`    ${i < sessionOnly.length ? 'session' : 'board  '} ${brief(statement.text)}`));

    if (target.explain && process.env.BENCH_EXPLAIN === '1') {
      for (const statement of ownStatements) {
        console.log(`\n  EXPLAIN ANALYZE ${brief(statement.text)}`);
        for (const line of await target.explain(statement)) console.log(`    ${line.replace(/'\{[0-9a-f,-]{200,}\}'/g, "'{...50 ids...}'")}`);
      }
    }
  } finally {
    await close();
  }
}

export async function benchBoard() {
  countRoundTrips();
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const load = new LoadGenerator();
  try {
    if (serverUrl) {
      const target = await postgresTarget(serverUrl);
      try {
        await benchOn(target, load);
      } finally {
        await target.dispose();
      }
    } else {
      console.log('\nboard on Postgres: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    }
    const target = await pgliteTarget();
    try {
      await benchOn(target, load);
    } finally {
      await target.dispose();
    }
  } finally {
    load.close();
  }
}
