import { killCases } from './faults-kill';
import { ensureClusterOnline, postgresRestartUnderLoad } from './faults-restart';
import { embeddedDataDirFaults } from './faults-data-dir';

/*
 * `bench/faults`: (a) kill -9 of the built server under write load, then a restart, on Postgres and on the
 * embedded PGlite: every acknowledged write looked up by id; (b) PostgreSQL restarted under load: failed
 * requests are fast 503s with Retry-After, and the same process answers 200 again by itself; (c) the embedded
 * database on a read-only DATA_DIR and on a full disk: a prompt exit with a clear message, not a hang.
 */

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
