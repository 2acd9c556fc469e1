import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * `bench/fuzz`: the API fuzzer (server/src/fuzz, issue 8 point 3) run long: FUZZ_RUNS requests per endpoint
 * (default 250; `npm test` runs 12), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on
 * Postgres. The seed is FUZZ_SEED or a new one each time, printed so that a failure can be replayed with
 * `FUZZ_SEED=… FUZZ_RUNS=… npx vitest run server/src/fuzz`.
 */

const DEFAULT_RUNS = 250;

type Report = {
  runs: number;
  seed: number;
  requests: number;
  writes: number;
  refusedWrites: number;
  statuses: Record<string, number>;
  ms: number;
};

/** Runs the fuzz test file in vitest with the given settings; its figures (from FUZZ_REPORT) and failures. */
async function runFuzzer(runs: number, seed: number, databaseUrl: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'ft-fuzz-'));
  const reportFile = join(dir, 'report.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_SEED: String(seed),
    FUZZ_REPORT: reportFile,
    TEST_DATABASE_URL: databaseUrl ?? '',
  };
  if (!databaseUrl) delete env.TEST_DATABASE_URL;
  const child = spawn('npx', ['vitest', 'run', 'server/src/fuzz'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    const failures = output
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => /^\s*(FAIL|Counterexample)/.test(line));
    return { report, failures, exitCode };
  } catch {
    throw new Error(`The fuzzer wrote no figures (exit ${exitCode}):\n${output.slice(-3_000)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(label: string, { report, failures, exitCode }: Awaited<ReturnType<typeof runFuzzer>>) {
  const seconds = report.ms / 1000;
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `  ${label}: ${report.requests} requests (${report.writes} writes, ${report.refusedWrites} refused and checked unchanged) in ${seconds.toFixed(1)} s, ${(report.requests / seconds).toFixed(0)} req/s`,
  );
  console.log(`    statuses: ${statuses}`);
  console.log(
    `    5xx: ${Object.entries(report.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce(
        (sum, [, count]) => sum + count,
        0,
      )}; failing endpoints: ${failures.filter((line) => line.trim().startsWith('FAIL')).length}`,
  );
  for (const line of failures) console.log(`    ${line.trim().slice(0, 400)}`);
  if (exitCode !== 0) process.exitCode = 1;
}

export async function benchFuzz() {
  const runs = Number(process.env.FUZZ_RUNS || DEFAULT_RUNS);
  const seed = Number(process.env.FUZZ_SEED || randomInt(2 ** 31));
  const postgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  console.log(`fuzz (every JSON route × owner, other user, visitor; ${runs} runs per route, seed ${seed})`);
  if (postgres) print('Postgres', await runFuzzer(runs, seed, postgres));
  print('PGlite', await runFuzzer(runs, seed, undefined));
}
