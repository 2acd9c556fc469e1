import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { createPostgresTestDatabase } from '../../server/src/testing/test-database';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium';
import { startMailbox } from './mailbox';
import { startRoundRobinProxy } from './round-robin-proxy';

const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 4\d\d/;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForHealth(baseUrl: string, app: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The server exited (${app.exitCode}):\n${log()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
}

type ServerOptions = { port: number; appUrl: string; dataDir: string; env: Record<string, string> };

/** Spawns the built server; its stop goes into `cleanups`. Resolves at once: wait for its health after. */
function spawnServer({ port, appUrl, dataDir, env }: ServerOptions, cleanups: (() => unknown)[]) {
  let output = '';
  const app = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: appUrl,
      APP_SECRET: 'e2e-secret-that-is-long-enough-for-the-hmac',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    if (app.exitCode !== null) return;
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  });
  app.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  app.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://localhost:${port}`;
  return { url, healthy: () => waitForHealth(url, app, () => output), log: () => output };
}

type StackOptions = {
  env?: Record<string, string>;
  /**
   * How many server processes to run. More than one needs Postgres (TEST_DATABASE_URL): they start at the
   * same moment on one fresh database, behind a round-robin proxy whose URL is the app's URL.
   */
  instances?: number;
};

/**
 * The built server (`dist/server/index.js`) on a fresh database — its own Postgres database when
 * TEST_DATABASE_URL is set, else PGlite in a temporary DATA_DIR — with a real SMTP receiver, and
 * Debian's chromium driven by playwright-core. If any part fails to start, the parts already started stop.
 */
export async function startStack({ env = {}, instances = 1 }: StackOptions = {}) {
  const cleanups: (() => unknown)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve().then(cleanup).catch(() => undefined);
  };
  try {
    if (instances > 1 && !process.env.TEST_DATABASE_URL) {
      throw new Error('Several instances need one shared Postgres: set TEST_DATABASE_URL (processes cannot share a PGlite data dir)');
    }
    const mailbox = await startMailbox();
    cleanups.push(() => mailbox.stop());
    const postgres = process.env.TEST_DATABASE_URL ? await createPostgresTestDatabase(process.env.TEST_DATABASE_URL) : undefined;
    if (postgres) cleanups.push(() => postgres.drop());

    // The proxy listens first, so no instance can be given its port; it reads its targets per request.
    const targets: string[] = [];
    const proxy = instances > 1 ? await startRoundRobinProxy(targets) : undefined;
    if (proxy) cleanups.push(() => proxy.stop());
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    targets.push(...ports.map((port) => `http://127.0.0.1:${port}`));
    const baseUrl = `http://localhost:${proxy ? proxy.port : ports[0]}`;
    const servers = ports.map((port) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ft-e2e-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const serverEnv = {
        SMTP_URL: mailbox.url,
        // Each browser below is its own client behind one trusted proxy (per-address rate limits hold);
        // the round-robin proxy in front of several instances is a second one.
        TRUST_PROXY_HOPS: proxy ? '2' : '1',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...env,
      };
      return spawnServer({ port, appUrl: baseUrl, dataDir, env: serverEnv }, cleanups);
    });
    await Promise.all(servers.map((server) => server.healthy()));

    const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    cleanups.push(() => browser.close());
    const consoleErrors: string[] = [];
    let clients = 0;

    return {
      baseUrl,
      mailbox,
      /** The shared Postgres database's URL (when TEST_DATABASE_URL is set). */
      databaseUrl: postgres?.url,
      /** All that the server processes have written to their output (their log, at LOG_LEVEL) so far. */
      serverLog: () => servers.map((server) => server.log()).join(''),
      /** Each server process's own URL (for one instance, the app's URL). */
      instanceUrls: servers.map((server) => server.url),
      /** The round-robin proxy in front of several instances (its log says which instance answered what). */
      proxy,
      consoleErrors,
      /** A fresh browser (own cookies) on one page; console errors are collected for the test to check. */
      async newPage(options: BrowserContextOptions = {}): Promise<Page> {
        clients += 1;
        const address = `198.51.100.${clients % 250}`;
        const context = await browser.newContext({
          baseURL: baseUrl,
          extraHTTPHeaders: { 'x-forwarded-for': address },
          reducedMotion: 'reduce',
          ...options,
        });
        cleanups.push(() => context.close());
        const page = await context.newPage();
        page.on('console', (message) => {
          // A 4xx is an answer a test provoked (a wrong password, say); a 5xx or a script error is a failure.
          if (message.type() === 'error' && !CLIENT_ERROR_LOG.test(message.text())) consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));
        if (options.javaScriptEnabled !== false) awaitTakeOver(page);
        return page;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * A page the server drew is inert until the app has taken it over (ADR 0038): a click before then does nothing, as
 * it would for a person. `goto` and `reload` resolve once the page is live, as a person would wait for it.
 */
function awaitTakeOver(page: Page) {
  const live = () => page.waitForFunction(() => !document.querySelector('#root[inert]'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}
