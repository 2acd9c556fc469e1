import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, productionEnv, rssMb, spawnBuiltServer, startSignUps, type BuiltServer } from './built-server';
import { Ledger } from './ledger';
import { MIXED, prepareClients, runTraffic, send } from './traffic';

/*
 * Issue 38's 'light on a laptop': the built server's resident memory on the embedded database (a new temp DATA_DIR),
 * after its first start, after 1,000 mixed requests of a signed-in founder (2 s after the last, and the lowest in the
 * IDLE_SECONDS that follow, once V8 has given back what the burst grew: what a laptop holds between bursts), and after a
 * restart on the same data.
 */

const API_REQUESTS = 900;
const PAGE_LOADS = 100;
const CLIENTS = 10;
/** The signed-in pages a founder opens most, drawn by the server (ADR 0038); and an idea's page. */
const PAGES = ['/dashboard', '/tool/idea-garage', '/tool/equity-split'];
/** Budgets (issue 38), in MB. */
const BUDGET = { firstStart: 400, steady: 300 };

/** The server's RSS 2 s from now (what it keeps, not a moment's peak), and its peak until then. */
async function settled(server: BuiltServer, peakSoFar: number) {
  let peak = peakSoFar;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  clearInterval(sampler);
  const now = rssMb(server.pid);
  return { now, peak: Math.max(peak, now) };
}

/** Starts the built server on `dataDir`, sampling its RSS every 50 ms from the spawn to 2 s after its first 200. */
async function start(dataDir: string, smtpUrl: string) {
  let peak = 0;
  let pid = 0;
  const sampler = setInterval(() => {
    if (pid) peak = Math.max(peak, rssMb(pid));
  }, 50);
  const starting = spawnBuiltServer(productionEnv(await freePort(), { DATA_DIR: dataDir }, smtpUrl), {
    onSpawn: (child) => (pid = child),
  });
  const server = await starting.finally(() => clearInterval(sampler));
  return { server, ...(await settled(server, peak)) };
}

/** How long V8 waits, with the server idle, before it gives back the heap a burst of requests grew (its memory reducer). */
const IDLE_SECONDS = 40;

/** The server's RSS each second for IDLE_SECONDS with no requests: the lowest, and when it was first reached. */
async function onceIdle(server: BuiltServer) {
  let lowest = rssMb(server.pid);
  let after = 0;
  for (let second = 1; second <= IDLE_SECONDS; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = rssMb(server.pid);
    if (now < lowest - 1) [lowest, after] = [now, second];
  }
  return { lowest, after };
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export async function benchStartupMemory() {
  const tempDir = mkdtempSync(join(tmpdir(), 'ft-bench-memory-'));
  const dataDir = join(tempDir, 'data');
  const signUps = await startSignUps();
  let server: BuiltServer | undefined;
  try {
    const first = await start(dataDir, signUps.smtpUrl);
    server = first.server;
    const { base } = server;
    const account = { email: 'memory@bench.example', cookie: await signUps.signUp(base, 'memory@bench.example') };
    const ledger = new Ledger();
    const clients = await prepareClients(base, [account], { count: CLIENTS, ideasEach: 3 + 2 * CLIENTS, ledger });
    let started = 0;
    let peak = rssMb(server.pid);
    const running = server;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(running.pid))), 50);
    const traffic = await runTraffic({ base, clients, weights: MIXED, ledger, stop: () => started++ >= API_REQUESTS });
    const paths = [...PAGES, `/tool/idea-garage/idea/${clients[0]!.ownIdeas[0]}`];
    const pages = [];
    for (let i = 0; i < PAGE_LOADS; i++) pages.push(await send(base, 'GET', paths[i % paths.length]!, account.cookie));
    clearInterval(sampler);
    const steady = await settled(server, peak);
    const idle = await onceIdle(server);
    const failed = [...traffic.samples, ...pages].filter((answer) => answer.status >= 400 && answer.status !== 409);
    await server.stop();
    server = undefined;

    const again = await start(dataDir, signUps.smtpUrl);
    server = again.server;
    console.log('memory (embedded PGlite, built server, production mode; VmRSS of the server process)');
    console.log(
      `  first start, new DATA_DIR:  ${mb(first.now)} 2 s after the first 200, peak ${mb(first.peak)}` +
        ` (budget <= ${BUDGET.firstStart} MB: ${verdict(first.peak <= BUDGET.firstStart)})`,
    );
    console.log(
      `  after 1,000 requests:       ${mb(steady.now)} 2 s after the last, peak ${mb(steady.peak)}` +
        `; idle, ${mb(idle.lowest)} from ${idle.after + 2} s after the last` +
        ` (budget <= ${BUDGET.steady} MB: ${verdict(idle.lowest <= BUDGET.steady)};` +
        ` ${traffic.samples.length} mixed API requests from ${CLIENTS} clients, then ${pages.length} page loads of` +
        ` ${PAGES.join(', ')} and an idea's page; ${failed.length} failed)`,
    );
    console.log(
      `  after a restart:            ${mb(again.now)} 2 s after the first 200, peak ${mb(again.peak)}` +
        ` (budget <= ${BUDGET.steady} MB: ${verdict(again.now <= BUDGET.steady)})`,
    );
  } finally {
    await server?.stop();
    await signUps.stop();
    rmSync(tempDir, { recursive: true, force: true });
  }
}
