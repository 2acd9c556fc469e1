import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchStartupMemory } from './startup-memory';

/** `node dist/server/index.js` to the first 200 on /, on the embedded database, in milliseconds. */
async function timeToFirst200(dataDir: string, port: number) {
  const started = performance.now();
  const app = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (app.exitCode !== null) throw new Error(`server exited with ${app.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssKb = Number(readFileSync(`/proc/${app.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    app.kill('SIGTERM');
    await new Promise((resolve) => (app.exitCode !== null ? resolve(null) : app.once('exit', resolve)));
  }
}

export async function benchStartup() {
  const tempDir = mkdtempSync(join(tmpdir(), 'ft-bench-'));
  const dataDir = join(tempDir, 'data');
  try {
    const fresh = await timeToFirst200(dataDir, 3190);
    const existing = [];
    for (let i = 0; i < 3; i++) existing.push(await timeToFirst200(dataDir, 3190));
    const median = existing.map((run) => run.ms).sort((a, b) => a - b)[1]!;
    console.log('startup (embedded PGlite, built server)');
    console.log(`  fresh data dir:    first 200 after ${fresh.ms.toFixed(0)} ms`);
    console.log(`  existing data dir: first 200 after ${median.toFixed(0)} ms (median of 3; budget < 3000 ms)`);
    console.log(`  idle RSS:          ${existing[1]!.rssMb.toFixed(0)} MB (2 s after first 200)`);
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
  await benchStartupMemory();
}
