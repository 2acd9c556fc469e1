import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import { freePort, productionEnv, spawnBuiltServer, startSignUps, type BuiltServer } from './built-server';
import { runTraffic, send, WRITES } from './traffic';
import { printVerification, totalLost, verifyLedger } from './ledger';
import { signUpClients, sleep, type Target } from './fault-clients';

/** bench/faults (a): kill -9 of the built server under write load, then a restart: every acknowledged write looked up by id. */

// ---------------------------------------------------------------------------------------------------------
async function killUnderWriteLoad(target: Target, clientCount: number, loadSeconds: number) {
  const signUps = await startSignUps();
  const port = await freePort();
  let server: BuiltServer | undefined;
  try {
    server = await spawnBuiltServer(target.env(port, signUps.smtpUrl));
    const { clients, ledger, accounts } = await signUpClients(
      server,
      signUps.signUp,
      clientCount,
      `kill-${target.label.split(' ')[0]!.toLowerCase()}`,
    );
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
    console.log(
      `  ${target.label}: ${clientCount} clients, writes only (${Object.entries(WRITES)
        .map(([op, weight]) => `${op} ${weight}`)
        .join(' / ')}), SIGKILL after ${loadSeconds} s`,
    );
    console.log(
      `    before the kill: ${run.samples.length} requests, ${acknowledged} acknowledged (2xx), ${run.samples.filter((s) => s.status === 409).length} stale saves (409)`,
    );
    console.log(
      `    cut off by the kill (no answer): ${cutOff}; ${ledger.unsurePins.size} pins left unsure (either state accepted)`,
    );
    console.log(
      `    restart on the same database: first 200 after ${restartMs.toFixed(0)} ms; the board answers ${board.status} with the old session`,
    );
    console.log(
      `    acknowledged writes (seeding included) looked up by id after the restart: ${totalLost(verification)} lost (budget 0)`,
    );
    printVerification(verification, '      ');
  } finally {
    await server?.stop();
    await signUps.stop();
  }
}

export async function killCases(serverUrl: string | undefined) {
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
