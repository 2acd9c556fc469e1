import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startMailbox } from '../e2e/support/mailbox';
import { APP_URL, signUpAndConfirm } from './bench-server';

export { browserAddress } from './bench-server';
export { freePort } from '../test-support/free-port';

/*
 * The built server (`dist/server/index.js`) as a child process of its own, as it ships: what the load and fault
 * benchmarks measure (its RSS, a kill -9, a restart on the same database). Mail goes to a real SMTP receiver
 * in this process, where the sign-ups find their confirmation links.
 */

/**
 * The environment and Node flags `npm run serve` (and so `npm start`) gives the server, read from its script
 * (`[NAME=value …] node [flags] dist/server/index.js`, values with no quotes or `$` for a shell to read otherwise): the
 * benchmarks start it the same way.
 */
export function serveCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const parts = scripts.serve?.match(/^((?:\w+=[^\s'"$\\]+ )*)node (.*)dist\/server\/index\.js$/);
  if (!parts) throw new Error(`package.json's serve script is not '[NAME=value …] node [flags] dist/server/index.js'`);
  const words = (text = '') => text.split(' ').filter(Boolean);
  const env = Object.fromEntries(
    words(parts[1]).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return { env, flags: words(parts[2]) };
}

/** The server's resident memory from /proc, in MB. */
export function rssMb(pid: number): number {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]);
  return kb / 1024;
}

/**
 * The environment of a production start; `database` is DATABASE_URL or DATA_DIR. `appUrl`: the address a browser opens
 * (the app's own origin for its pages' WebSockets), APP_URL's placeholder when only HTTP clients come.
 */
export function productionEnv(
  port: number,
  database: { DATABASE_URL: string } | { DATA_DIR: string },
  smtpUrl?: string,
  appUrl = APP_URL,
) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    // The public address; the server listens on PORT, and sign-ups send this as their Origin.
    APP_URL: appUrl,
    APP_SECRET: 'bench-secret-that-is-long-enough-for-hmac',
    LOG_LEVEL: 'warn',
    // Each signed-up account is a client of its own behind one trusted proxy (the sign-up rate limit is per address).
    TRUST_PROXY_HOPS: '1',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...database,
  };
}

export type BuiltServer = Awaited<ReturnType<typeof spawnBuiltServer>>;

/**
 * Starts `node dist/server/index.js` with the environment and Node flags of `npm run serve` and `env`, and waits for
 * its first 200 on /api/health (60 s at most).
 * `startedMs` is how long that took; `onSpawn` gets the process id at once (to watch it while it starts).
 */
export async function spawnBuiltServer(
  env: Record<string, string | undefined>,
  { command = [process.execPath], onSpawn }: { command?: string[]; onSpawn?: (pid: number) => void } = {},
) {
  const started = performance.now();
  const base = `http://127.0.0.1:${env.PORT}`;
  let output = '';
  const serve = serveCommand();
  const child: ChildProcess = spawn(command[0]!, [...command.slice(1), ...serve.flags, 'dist/server/index.js'], {
    env: { ...serve.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) onSpawn?.(child.pid);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (performance.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`no 200 on /api/health within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    base,
    pid: child.pid!,
    startedMs: performance.now() - started,
    output: () => output,
    exited,
    /** Sends `signal` and waits for the process to end. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A real SMTP receiver, and a sign-up over HTTP that confirms with the link mailed to it, on a server at `appUrl`. */
export async function startSignUps(appUrl = APP_URL) {
  const mailbox = await startMailbox();
  let clients = 0;
  return {
    smtpUrl: mailbox.url,
    /** Signs up and confirms `email` on the server at `base`: its session cookie. */
    signUp: (base: string, email: string) =>
      signUpAndConfirm(
        base,
        email,
        async (to) => mailbox.linkIn(await mailbox.waitForMail(to), `${appUrl}/api/auth/verify-email?token=`),
        { forwardedFor: `198.51.100.${++clients % 250}`, origin: appUrl },
      ),
    stop: () => mailbox.stop(),
  };
}
