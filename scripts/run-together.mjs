// Runs npm scripts at the same time (`node scripts/run-together.mjs test:unit check`): this machine has two cores,
// and no one of these keeps both busy all the time (ADR 0064, ADR 0076). The first script's output streams as it
// comes; each other's is printed whole when it ends, so they do not interleave. The exit code is the first failure's,
// after all have ended.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('Name the npm scripts to run together');

const results = await Promise.all(
  scripts.map(
    (script, index) =>
      new Promise((resolve) => {
        const started = performance.now();
        const live = index === 0;
        const child = spawn('npm', ['run', '--silent', script], {
          stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
        });
        let output = '';
        child.stdout?.on('data', (chunk) => (output += chunk));
        child.stderr?.on('data', (chunk) => (output += chunk));
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
