import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import { freePort, productionEnv, spawnBuiltServer, startSignUps, type BuiltServer } from './built-server';
import { MIXED, runTraffic } from './traffic';
import { latencyFigures, printVerification, totalLost, verifyLedger } from './ledger';
import { signUpClients, sleep } from './fault-clients';

/** bench/faults (b): PostgreSQL restarted under load: failures are fast 503s, and the same process recovers by itself. */

const CLUSTER = ['15', 'main'];

// ---------------------------------------------------------------------------------------------------------
function clusterOnline(): boolean {
  return execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .split('\n')
    .some((line) => line.startsWith(`${CLUSTER[0]} `) && line.includes(` ${CLUSTER[1]} `) && line.includes('online'));
}

/** The machine's PostgreSQL must be up when the benchmark ends, whatever happened. */
export function ensureClusterOnline() {
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

export async function postgresRestartUnderLoad(serverUrl: string, clientCount: number) {
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
    const successesAfter = run.samples.filter(
      (sample) => sample.at >= lastFailure && sample.status >= 200 && sample.status < 300,
    ).length;
    const failedFigures = latencyFigures(failed);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const verification = await verifyLedger((text, params) => client.query(text, params), ledger).finally(() =>
      client.end(),
    );

    console.log(
      `  PostgreSQL restarted under load (${clientCount} clients, mixed: ${Object.entries(MIXED)
        .map(([op, weight]) => `${op} ${weight}`)
        .join(' / ')})`,
    );
    console.log(
      `    \`pg_ctlcluster ${CLUSTER.join(' ')} restart\` at ${(restartAt / 1000).toFixed(1)} s, took ${((backAt - restartAt) / 1000).toFixed(2)} s`,
    );
    console.log(
      `    requests: ${run.samples.length}; failed: ${failed.length} = ${unavailable.length} × 503 (${withRetryAfter} with Retry-After), ` +
        `${failed.filter((s) => s.status >= 500 && s.status !== 503).length} other 5xx, ${failed.filter((s) => s.status === 0).length} without an answer`,
    );
    if (failed.length > 0) {
      console.log(
        `    failed requests' latency: p50 ${failedFigures.p50.toFixed(0)} ms, p99 ${failedFigures.p99.toFixed(0)} ms, max ${failedFigures.max.toFixed(0)} ms (budget: fast, < 1,000 ms)`,
      );
      console.log(
        `    failures seen from ${(firstFailure / 1000).toFixed(2)} s to ${(lastFailure / 1000).toFixed(2)} s; ` +
          `recovered ${((lastFailure - backAt) / 1000).toFixed(2)} s after Postgres was back (${((lastFailure - restartAt) / 1000).toFixed(2)} s after the restart began)`,
      );
    }
    const during = run.samples.filter(
      (sample) =>
        sample.status >= 200 &&
        sample.status < 300 &&
        sample.at + sample.ms >= firstFailure &&
        sample.at <= lastFailure,
    );
    console.log(
      `    for comparison, the ${during.length} requests that succeeded meanwhile: p50 ${latencyFigures(during).p50.toFixed(0)} ms, max ${latencyFigures(during).max.toFixed(0)} ms; ` +
        `before the restart, all requests: p50 ${latencyFigures(run.samples.filter((s) => s.at + s.ms < restartAt)).p50.toFixed(0)} ms`,
    );
    console.log(`    causes the server logged for its 503s: ${JSON.stringify(unavailableCauses(server.output()))}`);
    console.log(
      `    after the last failure: ${successesAfter} answers 2xx from the same process (pid ${server.pid} ${alive ? 'still running, never restarted' : 'GONE'})`,
    );
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
