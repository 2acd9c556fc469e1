import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * `npm run bench:suite`: the parts of `npm test`, run one after another, each timed (wall clock, and the CPU its
 * processes used, which a busy machine changes less), then where the test time went: per vitest project and the
 * slowest files. `npm test` itself runs check beside unit (ADR 0076): their CPU, not their sum of wall times, is what
 * that costs. SUITE_ONLY=unit,e2e (of check, unit, build, e2e) runs only those.
 */
const PARTS = {
  // typecheck and lint side by side, as `npm test` runs them (each says its own time).
  check: ['npm', ['run', 'check']],
  unit: ['npx', ['vitest', 'run', '--reporter=dot']],
  build: ['npm', ['run', 'build']],
  e2e: ['npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--reporter=dot']],
} as const;
type Part = keyof typeof PARTS;
const VITEST_PARTS: Part[] = ['unit', 'e2e'];

type FileResult = { name: string; startTime: number; endTime: number; status: string };
type Report = { numTotalTests: number; numFailedTests: number; testResults: FileResult[] };

/** CPU seconds used by this process's finished children (and theirs, once waited for): /proc's cutime + cstime. */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function run(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printReport(part: Part, report: Report) {
  const root = process.cwd();
  const byProject = new Map<string, { ms: number; files: number }>();
  const files = report.testResults.map((file) => {
    const path = relative(root, file.name);
    const project = part === 'e2e' ? 'e2e' : path.startsWith('eslint/') ? 'lint' : path.split('/')[0]!;
    const ms = file.endTime - file.startTime;
    const total = byProject.get(project) ?? { ms: 0, files: 0 };
    byProject.set(project, { ms: total.ms + ms, files: total.files + 1 });
    return { path, ms };
  });
  console.log(`  ${report.numTotalTests} tests, ${report.numFailedTests} failed; time in test files by folder:`);
  for (const [project, { ms, files: count }] of byProject)
    console.log(`    ${project.padEnd(8)} ${String(count).padStart(4)} files  ${seconds(ms)}`);
  console.log('  slowest files:');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`    ${seconds(file.ms).padStart(8)}  ${file.path}`);
}

const only = (process.env.SUITE_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in PARTS));
if (unknown.length > 0)
  throw new Error(`SUITE_ONLY: no part named ${unknown.join(', ')} (there are ${Object.keys(PARTS).join(', ')})`);

const reportDir = mkdtempSync(join(tmpdir(), 'ft-suite-'));
const figures: string[] = [];
const started = performance.now();
let failed = false;
try {
  for (const [part, [command, args]] of Object.entries(PARTS) as [Part, (typeof PARTS)[Part]][]) {
    if (only.length > 0 && !only.includes(part)) continue;
    const reportFile = join(reportDir, `${part}.json`);
    const extra = VITEST_PARTS.includes(part) ? ['--reporter=json', `--outputFile=${reportFile}`] : [];
    const cpuBefore = childrenCpuSeconds();
    const partStarted = performance.now();
    const code = await run(command, [...args, ...extra]);
    const line = `${part.padEnd(10)} ${seconds(performance.now() - partStarted).padStart(9)} wall  ${(childrenCpuSeconds() - cpuBefore).toFixed(1).padStart(7)} s CPU${code === 0 ? '' : `  (exit ${code})`}`;
    figures.push(line);
    console.log(`\n--- ${line}`);
    if (extra.length > 0) printReport(part, JSON.parse(readFileSync(reportFile, 'utf8')) as Report);
    if (code !== 0) {
      failed = true;
      break;
    }
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
console.log(`\nThe suite, part by part (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'}):`);
for (const line of figures) console.log(`  ${line}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(performance.now() - started).padStart(9)} wall`);
process.exitCode = failed ? 1 : 0;
