// Runs npm scripts at the same time (`node scripts/run-together.mjs typecheck lint`): each of tsc and ESLint uses
// one core, and this machine has two (ADR 0064). Each script's output is printed whole when it ends, so the two do
// not interleave; the exit code is the first failure's, after all have ended.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('Name the npm scripts to run together');

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = performance.now();
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `--- ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${output}`,
          );
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exitCode = results.find((code) => code !== 0) ?? 0;
