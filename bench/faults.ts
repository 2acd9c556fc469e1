import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import { freePort, productionEnv, spawnBuiltServer, startSignUps, type BuiltServer } from './built-server';
import { latencyFigures, Ledger, MIXED, prepareClients, printVerification, runTraffic, send, totalLost, verifyLedger, WRITES, type Query } from './traffic';

/*
 * `bench/faults`: (a) kill -9 of the built server under write load, then a restart, on Postgres and on the
 * embedded PGlite: every acknowledged write looked up by id; (b) PostgreSQL restarted under load: failed
 * requests are fast 503s with Retry-After, and the same process answers 200 again by itself; (c) the embedded
 * database on a read-only DATA_DIR and on a full disk: a prompt exit with a clear message, not a hang.
 */

const USERS = 5;
const IDEAS_EACH = 20;
const CLUSTER = ['15', 'main'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Target = { label: string; env: (port: number, smtpUrl: string) => Record<string, string | undefined>; query: <T>(use: (query: Query) => Promise<T>) => Promise<T> };

async function signUpClients(server: BuiltServer, signUp: (base: string, email: string) => Promise<string>, count: number, tag: string) {
  const accounts = [];
  for (let i = 0; i < USERS; i++) {
    const email = `${tag}-${i}@bench.example`;
    accounts.push({ email, cookie: await signUp(server.base, email) });
  }
  const ledger = new Ledger();
  const clients = await prepareClients(server.base, accounts, { count, ideasEach: IDEAS_EACH, ledger });
  return { accounts, clients, ledger };
}

// ---------------------------------------------------------------------------------------------------------
// (a) kill -9 under write load

async function killUnderWriteLoad(target: Target, clientCount: number, loadSeconds: number) {
  const signUps = await startSignUps();
  const port = await freePort();
  let server: BuiltServer | undefined;
  try {
    server = await spawnBuiltServer(target.env(port, signUps.smtpUrl));
    const { clients, ledger, accounts } = await signUpClients(server, signUps.signUp, clientCount, `kill-${target.label.split(' ')[0]!.toLowerCase()}`);
    let killed = false;
    const traffic = runTraffic({ base: server.base, clients, weights: WRITES, ledger, stop: () => killed });
    await sleep(loadSeconds * 1000);
    const killedServer = server;
    killed = true;
    await killedServer.stop('SIGKILL');
    const run = await traffic;
    const cutOff = run.samples.filter((sample) => sample.status === 0).length;
    const acknowledged = run.samples.filter((sample) => sample.status >= 200 && sample.status < 300).length;

    server = await spawnBuiltServer(target.env(port, signUps.smtpUrl));
    const board = await send(server.base, 'GET', '/api/ideas?limit=50', accounts[0]!.cookie);
    const restartMs = server.startedMs;
    if (target.label.startsWith('PGlite')) await server.stop(); // never open a live data dir from a second process
    const verification = await target.query((query) => verifyLedger(query, ledger));
    console.log(`  ${target.label}: ${clientCount} clients, writes only (${Object.entries(WRITES).map(([op, weight]) => `${op} ${weight}`).join(' / ')}), SIGKILL after ${loadSeconds} s`);
    console.log(`    before the kill: ${run.samples.length} requests, ${acknowledged} acknowledged (2xx), ${run.samples.filter((s) => s.status === 409).length} stale saves (409)`);
    console.log(`    cut off by the kill (no answer): ${cutOff}; ${ledger.unsurePins.size} pins left unsure (either state accepted)`);
    console.log(`    restart on the same database: first 200 after ${restartMs.toFixed(0)} ms; the board answers ${board.status} with the old session`);
    console.log(`    acknowledged writes (seeding included) looked up by id after the restart: ${totalLost(verification)} lost (budget 0)`);
    printVerification(verification, '      ');
  } finally {
    await server?.stop();
    await signUps.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------
// (b) PostgreSQL restarted under load

function clusterOnline(): boolean {
  return execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .split('\n')
    .some((line) => line.startsWith(`${CLUSTER[0]} `) && line.includes(` ${CLUSTER[1]} `) && line.includes('online'));
}

/** The machine's PostgreSQL must be up when the benchmark ends, whatever happened. */
function ensureClusterOnline() {
  if (!clusterOnline()) execFileSync('pg_ctlcluster', [...CLUSTER, 'start'], { stdio: 'inherit' });
}

/** The driver's reasons behind the server's 'Database unavailable' warnings (the end of pino's err.message), counted. */
function unavailableCauses(output: string): Record<string, number> {
  const causes: Record<string, number> = {};
  for (const line of output.split('\n')) {
    if (!line.includes('"Database unavailable"')) continue;
    const message = String((JSON.parse(line) as { err?: { message?: string } }).err?.message ?? '?');
    const cause = message.split(': ').at(-1)!.slice(0, 80);
    causes[cause] = (causes[cause] ?? 0) + 1;
  }
  return causes;
}

async function postgresRestartUnderLoad(serverUrl: string, clientCount: number) {
  const database = await createPostgresTestDatabase(serverUrl);
  const signUps = await startSignUps();
  let server: BuiltServer | undefined;
  try {
    server = await spawnBuiltServer(productionEnv(await freePort(), { DATABASE_URL: database.url }, signUps.smtpUrl));
    const { clients, ledger } = await signUpClients(server, signUps.signUp, clientCount, 'pg-restart');
    let stopping = false;
    const started = performance.now();
    const traffic = runTraffic({ base: server.base, clients, weights: MIXED, ledger, stop: () => stopping });
    await sleep(5_000);
    const restartAt = performance.now() - started;
    try {
      execFileSync('pg_ctlcluster', [...CLUSTER, 'restart'], { stdio: 'inherit' });
    } finally {
      ensureClusterOnline();
    }
    const backAt = performance.now() - started;
    // Keep the load on until 5 s after Postgres is back (recovery must happen within them).
    await sleep(5_000);
    stopping = true;
    const run = await traffic;
    const alive = (() => {
      try {
        process.kill(server.pid, 0);
        return true;
      } catch {
        return false;
      }
    })();

    const failed = run.samples.filter((sample) => sample.status >= 500 || sample.status === 0);
    const unavailable = failed.filter((sample) => sample.status === 503);
    const withRetryAfter = unavailable.filter((sample) => sample.retryAfter !== undefined).length;
    const lastFailure = Math.max(...failed.map((sample) => sample.at + sample.ms), restartAt);
    const firstFailure = Math.min(...failed.map((sample) => sample.at), Number.POSITIVE_INFINITY);
    const successesAfter = run.samples.filter((sample) => sample.at >= lastFailure && sample.status >= 200 && sample.status < 300).length;
    const failedFigures = latencyFigures(failed);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const verification = await verifyLedger((text, params) => client.query(text, params), ledger).finally(() => client.end());

    console.log(`  PostgreSQL restarted under load (${clientCount} clients, mixed: ${Object.entries(MIXED).map(([op, weight]) => `${op} ${weight}`).join(' / ')})`);
    console.log(`    \`pg_ctlcluster ${CLUSTER.join(' ')} restart\` at ${(restartAt / 1000).toFixed(1)} s, took ${((backAt - restartAt) / 1000).toFixed(2)} s`);
    console.log(`    requests: ${run.samples.length}; failed: ${failed.length} = ${unavailable.length} × 503 (${withRetryAfter} with Retry-After), ` +
      `${failed.filter((s) => s.status >= 500 && s.status !== 503).length} other 5xx, ${failed.filter((s) => s.status === 0).length} without an answer`);
    if (failed.length > 0) {
      console.log(`    failed requests' latency: p50 ${failedFigures.p50.toFixed(0)} ms, p99 ${failedFigures.p99.toFixed(0)} ms, max ${failedFigures.max.toFixed(0)} ms (budget: fast, < 1,000 ms)`);
      console.log(`    failures seen from ${(firstFailure / 1000).toFixed(2)} s to ${(lastFailure / 1000).toFixed(2)} s; ` +
        `recovered ${((lastFailure - backAt) / 1000).toFixed(2)} s after Postgres was back (${((lastFailure - restartAt) / 1000).toFixed(2)} s after the restart began)`);
    }
    const during = run.samples.filter((sample) => sample.status >= 200 && sample.status < 300 && sample.at + sample.ms >= firstFailure && sample.at <= lastFailure);
    console.log(`    for comparison, the ${during.length} requests that succeeded meanwhile: p50 ${latencyFigures(during).p50.toFixed(0)} ms, max ${latencyFigures(during).max.toFixed(0)} ms; ` +
      `before the restart, all requests: p50 ${latencyFigures(run.samples.filter((s) => s.at + s.ms < restartAt)).p50.toFixed(0)} ms`);
    console.log(`    causes the server logged for its 503s: ${JSON.stringify(unavailableCauses(server.output()))}`);
    console.log(`    after the last failure: ${successesAfter} answers 2xx from the same process (pid ${server.pid} ${alive ? 'still running, never restarted' : 'GONE'})`);
    if (!alive) console.log(`    the server's last output:\n${server.output().slice(-3000)}`);
    console.log(`    acknowledged writes looked up by id: ${totalLost(verification)} lost`);
    printVerification(verification, '      ');
  } finally {
    ensureClusterOnline();
    await server?.stop();
    await signUps.stop();
    await database.drop();
  }
}

// ---------------------------------------------------------------------------------------------------------
// (c) the embedded database on a read-only DATA_DIR or a full disk

const AS_NOBODY = ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'];
const HANG_MS = 30_000;

/** Starts the built server expecting it to stop: its exit code, how long it ran and its output (or a hang). */
async function startExpectingExit(env: Record<string, string | undefined>, command: string[] = []) {
  const started = performance.now();
  const child = spawn(command[0] ?? process.execPath, [...command.slice(1), ...(command.length ? [process.execPath] : []), 'dist/server/index.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(null)), HANG_MS);
    child.once('exit', (exitCode) => (clearTimeout(timer), resolve(exitCode)));
  });
  return { code, ms: performance.now() - started, output: output.trim() };
}

function report(label: string, { code, ms, output }: Awaited<ReturnType<typeof startExpectingExit>>) {
  const verdict = code === null ? `HANG: still running after ${HANG_MS / 1000} s` : `exited with code ${code} after ${ms.toFixed(0)} ms`;
  console.log(`    ${label}: ${verdict}`);
  const lines = output.split('\n');
  console.log(`      ${lines.length} line(s) of output; the first: ${lines[0]!.slice(0, 400)}`);
}

/** A tmpfs of `size` mounted on a new directory; undefined (and why) when mounting is not possible here. */
function mountTmpfs(size: string): { dir: string; unmount: () => void } | { error: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ft-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { error: String((error as { stderr?: Buffer }).stderr ?? error).trim() };
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Appends zeros until the file system has not one byte left (ENOSPC at every size down to 1). */
function fillDisk(file: string) {
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    const chunk = Buffer.alloc(size);
    try {
      for (;;) writeFileSync(file, chunk, { flag: 'a' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOSPC') throw error;
    }
  }
}

async function embeddedDataDirFaults() {
  const embeddedEnv = (port: number, dataDir: string) => ({ PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', TRUST_PROXY_HOPS: '1' });
  console.log('  embedded PGlite, `npm start` defaults (no APP_SECRET, no DATABASE_URL), LOG_LEVEL=info');
  if (userInfo().uid !== 0) {
    console.log('    skipped: needs root (to start the server as `nobody`, whom permissions bind, and to mount a tmpfs)');
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'ft-ro-'));
  chmodSync(root, 0o755);
  try {
    const fresh = join(root, 'fresh');
    mkdirSync(fresh, { mode: 0o555 });
    chmodSync(fresh, 0o555);
    report('read-only empty DATA_DIR (chmod 0555), server run as nobody', await startExpectingExit(embeddedEnv(await freePort(), fresh), AS_NOBODY));

    const existing = join(root, 'existing');
    mkdirSync(existing);
    chownSync(existing, 65534, 65534);
    const first = await spawnBuiltServer(embeddedEnv(await freePort(), existing), { command: [...AS_NOBODY, process.execPath] });
    await first.stop();
    execFileSync('chmod', ['-R', 'a-w', existing]);
    report('existing data dir made read-only (chmod -R a-w), server run as nobody', await startExpectingExit(embeddedEnv(await freePort(), existing), AS_NOBODY));
  } finally {
    execFileSync('chmod', ['-R', 'u+w', root]);
    rmSync(root, { recursive: true, force: true });
  }

  const tiny = mountTmpfs('8m');
  if ('error' in tiny) {
    console.log(`    full disk: cannot be simulated here (mount -t tmpfs failed: ${tiny.error})`);
    return;
  }
  try {
    report('fresh DATA_DIR on a full disk (an 8 MB tmpfs; a new database needs ~40 MB)', await startExpectingExit(embeddedEnv(await freePort(), join(tiny.dir, 'data'))));
  } finally {
    tiny.unmount();
  }

  const disk = mountTmpfs('96m');
  if ('error' in disk) return;
  let server: BuiltServer | undefined;
  try {
    const port = await freePort();
    server = await spawnBuiltServer({ ...embeddedEnv(port, join(disk.dir, 'data')), LOG_LEVEL: 'warn' });
    // Each sign-up from an address of its own (TRUST_PROXY_HOPS=1), so that the sign-up rate limit stays out of it.
    let client = 0;
    const signUp = (email: string) =>
      send(server!.base, 'POST', '/api/auth/sign-up/email', '', { name: 'Disk Founder', email, password: 'correct horse battery staple' }, {
        'x-forwarded-for': `198.51.100.${++client}`,
      });
    const before = await signUp('before@bench.example');
    fillDisk(join(disk.dir, 'fill'));
    const writes = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await signUp(`full-${i}@bench.example`);
      writes.push({ status: answer.status, ms: performance.now() - started });
    }
    const health = await send(server.base, 'GET', '/api/health', '');
    rmSync(join(disk.dir, 'fill'));
    const after = await signUp('after@bench.example');
    const logged = server.output().match(/No space left on device/g)?.length ?? 0;
    console.log('    disk full while running (a 96 MB tmpfs filled up after the start):');
    console.log(`      sign-up before: ${before.status}; 5 sign-ups on the full disk: ${writes.map((w) => `${w.status} in ${w.ms.toFixed(0)} ms`).join(', ')}`);
    console.log(`      reads meanwhile: /api/health ${health.status}; the log names the cause ('No space left on device') ${logged} times`);
    console.log(`      space freed: the next sign-up answers ${after.status}, same process`);
  } finally {
    await server?.stop();
    disk.unmount();
  }
}

// ---------------------------------------------------------------------------------------------------------

/** FAULTS_ONLY=kill,restart,data-dir (comma-separated) runs only those cases. */
const only = (process.env.FAULTS_ONLY ?? 'kill,restart,data-dir').split(',').map((name) => name.trim());

export async function benchFaults() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log('faults (built server)');
  try {
    if (only.includes('kill')) await killCases(serverUrl);
    if (only.includes('restart')) {
      if (serverUrl) await postgresRestartUnderLoad(serverUrl, 50);
      else console.log('  PostgreSQL restart skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    }
    if (only.includes('data-dir')) await embeddedDataDirFaults();
  } finally {
    ensureClusterOnline();
  }
}

async function killCases(serverUrl: string | undefined) {
  if (serverUrl) {
    const database = await createPostgresTestDatabase(serverUrl);
    try {
      const postgres: Target = {
        label: 'Postgres',
        env: (port, smtpUrl) => productionEnv(port, { DATABASE_URL: database.url }, smtpUrl),
        query: async (use) => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          return use((text, params) => client.query(text, params)).finally(() => client.end());
        },
      };
      await killUnderWriteLoad(postgres, 50, 6);
    } finally {
      await database.drop();
    }
  } else console.log('  Postgres kill skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');

  const dataDir = mkdtempSync(join(tmpdir(), 'ft-bench-kill-'));
  try {
    const pglite: Target = {
      label: 'PGlite (embedded default, DATA_DIR)',
      env: (port, smtpUrl) => productionEnv(port, { DATA_DIR: dataDir }, smtpUrl),
      query: async (use) => {
        const client = await PGlite.create(join(dataDir, 'db'));
        return use((text, params) => client.query<Record<string, unknown>>(text, params)).finally(() => client.close());
      },
    };
    await killUnderWriteLoad(pglite, 20, 6);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
