import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import { freePort, productionEnv, rssMb, spawnBuiltServer, startSignUps } from './built-server';
import { MIXED, prepareClients, runTraffic, type Op } from './traffic';
import { latencyFigures, Ledger, printVerification, totalLost, verifyLedger } from './ledger';

/*
 * `bench/load`: 200 virtual clients for 60 s of mixed traffic (board reads, idea creates, comments, pins, page
 * edits) against the built server on real Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL), then every
 * acknowledged write looked up in the database by id. LOAD_CLIENTS and LOAD_SECONDS change the defaults.
 */

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const USERS = 20;
const IDEAS_EACH = 50;
const cpus = availableParallelism();
const EXPECTED: Record<Op, number[]> = { board: [200], create: [201], comment: [201], pin: [200], edit: [200, 409] };

export async function benchLoad() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('load: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a Postgres server)');
    return;
  }
  const database = await createPostgresTestDatabase(serverUrl);
  const signUps = await startSignUps();
  let server: Awaited<ReturnType<typeof spawnBuiltServer>> | undefined;
  try {
    server = await spawnBuiltServer(productionEnv(await freePort(), { DATABASE_URL: database.url }, signUps.smtpUrl));
    const { base, pid } = server;
    const seedStarted = performance.now();
    const accounts = [];
    for (let i = 0; i < USERS; i++) {
      const email = `load-${i}@bench.example`;
      accounts.push({ email, cookie: await signUps.signUp(base, email) });
    }
    const ledger = new Ledger();
    const clients = await prepareClients(base, accounts, { count: CLIENTS, ideasEach: IDEAS_EACH, ledger });
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const loadBefore = loadavg()[0]!;
    let peakRss = rssMb(pid);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
    const deadline = performance.now() + SECONDS * 1000;
    const run = await runTraffic({ base, clients, weights: MIXED, ledger, stop: () => performance.now() >= deadline });
    clearInterval(sampler);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const verification = await verifyLedger((text, params) => client.query(text, params), ledger).finally(() =>
      client.end(),
    );

    const errors = run.samples.filter((sample) => !EXPECTED[sample.op].includes(sample.status));
    const conflicts = run.samples.filter((sample) => sample.op === 'edit' && sample.status === 409).length;
    const all = latencyFigures(run.samples);
    console.log(
      `load (built server, Postgres, ${CLIENTS} clients, ${SECONDS} s, mix ${Object.entries(MIXED)
        .map(([op, weight]) => `${op} ${weight}`)
        .join(' / ')})`,
    );
    console.log(
      `  seeded in ${seedSeconds.toFixed(1)} s: ${USERS} users signed up and confirmed over HTTP, ${USERS * IDEAS_EACH} ideas`,
    );
    console.log(
      `  ${'route'.padEnd(34)}${'requests'.padStart(9)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}`,
    );
    const ROUTES: Record<Op, string> = {
      board: 'GET /api/ideas?limit=50',
      create: 'POST /api/ideas',
      comment: 'POST /api/ideas/{id}/comments',
      pin: 'PUT /api/ideas/{id}/pin',
      edit: 'PUT …/pages/main/content',
    };
    const row = (label: string, samples: typeof run.samples) => {
      const figures = latencyFigures(samples);
      const failed = samples.filter((sample) => !EXPECTED[sample.op].includes(sample.status)).length;
      console.log(
        `  ${label.padEnd(34)}${String(figures.count).padStart(9)}${(figures.count / run.seconds).toFixed(0).padStart(8)}` +
          `${figures.p50.toFixed(0).padStart(8)}${figures.p95.toFixed(0).padStart(8)}${figures.p99.toFixed(0).padStart(8)}${String(failed).padStart(8)}`,
      );
    };
    for (const op of Object.keys(ROUTES) as Op[])
      row(
        ROUTES[op],
        run.samples.filter((sample) => sample.op === op),
      );
    row('all', run.samples);
    console.log(`  stale saves answered 409 (correct, not errors): ${conflicts}`);
    console.log(`  errors: ${errors.length} (budget 0: any other status, a failed connection or a 30 s timeout)`);
    for (const [failure, count] of [...run.failures].slice(0, 10)) console.log(`    ${count} × ${failure}`);
    console.log(
      `  machine load average (1 min) before / after the run: ${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)} on ${cpus} cores`,
    );
    console.log(
      `  max latency: ${all.max.toFixed(0)} ms; server RSS at peak: ${peakRss.toFixed(0)} MB (VmRSS of the server process, sampled every 250 ms)`,
    );
    console.log(`  acknowledged writes looked up by id in Postgres (lost budget 0; ${totalLost(verification)} lost):`);
    printVerification(verification, '    ');
  } finally {
    await server?.stop();
    await signUps.stop();
    await database.drop();
  }
}
