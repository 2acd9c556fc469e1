import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnBuiltServer, type BuiltServer } from './built-server';
import { send } from './traffic';

/** bench/faults (c): the embedded database on a read-only DATA_DIR or a full disk: a prompt exit with a clear message. */

const AS_NOBODY = ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'];
const HANG_MS = 30_000;

/** Starts the built server expecting it to stop: its exit code, how long it ran and its output (or a hang). */
async function startExpectingExit(env: Record<string, string | undefined>, command: string[] = []) {
  const started = performance.now();
  const child = spawn(
    command[0] ?? process.execPath,
    [...command.slice(1), ...(command.length ? [process.execPath] : []), 'dist/server/index.js'],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(null)), HANG_MS);
    child.once('exit', (exitCode) => (clearTimeout(timer), resolve(exitCode)));
  });
  return { code, ms: performance.now() - started, output: output.trim() };
}

function report(label: string, { code, ms, output }: Awaited<ReturnType<typeof startExpectingExit>>) {
  const verdict =
    code === null
      ? `HANG: still running after ${HANG_MS / 1000} s`
      : `exited with code ${code} after ${ms.toFixed(0)} ms`;
  console.log(`    ${label}: ${verdict}`);
  const lines = output.split('\n');
  console.log(`      ${lines.length} line(s) of output; the first: ${lines[0]!.slice(0, 400)}`);
}

/** A tmpfs of `size` mounted on a new directory; undefined (and why) when mounting is not possible here. */
function mountTmpfs(size: string): { dir: string; unmount: () => void } | { error: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ft-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { error: String((error as { stderr?: Buffer }).stderr ?? error).trim() };
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Appends zeros until the file system has not one byte left (ENOSPC at every size down to 1). */
function fillDisk(file: string) {
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    const chunk = Buffer.alloc(size);
    try {
      for (;;) writeFileSync(file, chunk, { flag: 'a' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOSPC') throw error;
    }
  }
}

export async function embeddedDataDirFaults() {
  const embeddedEnv = (port: number, dataDir: string) => ({
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    TRUST_PROXY_HOPS: '1',
  });
  console.log('  embedded PGlite, `npm start` defaults (no APP_SECRET, no DATABASE_URL), LOG_LEVEL=info');
  if (userInfo().uid !== 0) {
    console.log(
      '    skipped: needs root (to start the server as `nobody`, whom permissions bind, and to mount a tmpfs)',
    );
    return;
  }
  const root = mkdtempSync(join(tmpdir(), 'ft-ro-'));
  chmodSync(root, 0o755);
  try {
    const fresh = join(root, 'fresh');
    mkdirSync(fresh, { mode: 0o555 });
    chmodSync(fresh, 0o555);
    report(
      'read-only empty DATA_DIR (chmod 0555), server run as nobody',
      await startExpectingExit(embeddedEnv(await freePort(), fresh), AS_NOBODY),
    );

    const existing = join(root, 'existing');
    mkdirSync(existing);
    chownSync(existing, 65534, 65534);
    const first = await spawnBuiltServer(embeddedEnv(await freePort(), existing), {
      command: [...AS_NOBODY, process.execPath],
    });
    await first.stop();
    execFileSync('chmod', ['-R', 'a-w', existing]);
    report(
      'existing data dir made read-only (chmod -R a-w), server run as nobody',
      await startExpectingExit(embeddedEnv(await freePort(), existing), AS_NOBODY),
    );
  } finally {
    execFileSync('chmod', ['-R', 'u+w', root]);
    rmSync(root, { recursive: true, force: true });
  }

  const tiny = mountTmpfs('8m');
  if ('error' in tiny) {
    console.log(`    full disk: cannot be simulated here (mount -t tmpfs failed: ${tiny.error})`);
    return;
  }
  try {
    report(
      'fresh DATA_DIR on a full disk (an 8 MB tmpfs; a new database needs ~40 MB)',
      await startExpectingExit(embeddedEnv(await freePort(), join(tiny.dir, 'data'))),
    );
  } finally {
    tiny.unmount();
  }

  const disk = mountTmpfs('96m');
  if ('error' in disk) return;
  let server: BuiltServer | undefined;
  try {
    const port = await freePort();
    server = await spawnBuiltServer({ ...embeddedEnv(port, join(disk.dir, 'data')), LOG_LEVEL: 'warn' });
    // Each sign-up from an address of its own (TRUST_PROXY_HOPS=1), so that the sign-up rate limit stays out of it.
    let client = 0;
    const signUp = (email: string) =>
      send(
        server!.base,
        'POST',
        '/api/auth/sign-up/email',
        '',
        { name: 'Disk Founder', email, password: 'correct horse battery staple' },
        {
          'x-forwarded-for': `198.51.100.${++client}`,
        },
      );
    const before = await signUp('before@bench.example');
    fillDisk(join(disk.dir, 'fill'));
    const writes = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await signUp(`full-${i}@bench.example`);
      writes.push({ status: answer.status, ms: performance.now() - started });
    }
    const health = await send(server.base, 'GET', '/api/health', '');
    rmSync(join(disk.dir, 'fill'));
    const after = await signUp('after@bench.example');
    const logged = server.output().match(/No space left on device/g)?.length ?? 0;
    console.log('    disk full while running (a 96 MB tmpfs filled up after the start):');
    console.log(
      `      sign-up before: ${before.status}; 5 sign-ups on the full disk: ${writes.map((w) => `${w.status} in ${w.ms.toFixed(0)} ms`).join(', ')}`,
    );
    console.log(
      `      reads meanwhile: /api/health ${health.status}; the log names the cause ('No space left on device') ${logged} times`,
    );
    console.log(`      space freed: the next sign-up answers ${after.status}, same process`);
  } finally {
    await server?.stop();
    disk.unmount();
  }
}
