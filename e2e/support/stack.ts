import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { templateMade } from '../../test-support/background-template';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from '../../test-support/chromium';
import { freePort } from '../../test-support/free-port';
import { startMailbox } from './mailbox';
import { startRoundRobinProxy } from './round-robin-proxy';

const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 4\d\d/;

async function waitForHealth(baseUrl: string, app: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The server exited (${app.exitCode}):\n${log()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
}

type ServerOptions = { port: number; appUrl: string; dataDir: string; env: Record<string, string> };

/** Spawns the built server; its stop goes into `cleanups`. Resolves at once: wait for its health after. */
function spawnServer({ port, appUrl, dataDir, env }: ServerOptions, cleanups: (() => unknown)[]) {
  let output = '';
  // setpriv: the server is killed when the worker that started it ends, however it ends (its data is thrown away).
  const app = spawn('setpriv', ['--pdeathsig', 'KILL', process.execPath, 'dist/server/index.js'], {
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
  /**
   * The full browser instead of its headless shell (ADR 0076): for what only the full browser has — Web Push and
   * the notifications it shows.
   */
  fullBrowser?: boolean;
};

/** Where the worker's shared servers keep their data, removed by the run's global teardown (global-setup.ts). */
type Storage = { dataDirs?: string; databasePrefix?: string };

/**
 * The built server (`dist/server/index.js`) on a fresh database — its own Postgres database when
 * TEST_DATABASE_URL is set, else PGlite in a temporary DATA_DIR — with a real SMTP receiver. If any part
 * fails to start, the parts already started stop. One instance starts on a copy of the run's server-ready database
 * (a server migrating an empty one took seconds more on PGlite); several start together on an empty one, whose
 * migrations they take turns to run, as in production.
 */
async function startServers(
  { env = {}, instances = 1 }: StackOptions,
  { dataDirs = tmpdir(), databasePrefix }: Storage = {},
) {
  const cleanups: (() => unknown)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
  };
  try {
    if (instances > 1 && !process.env.TEST_DATABASE_URL) {
      throw new Error(
        'Several instances need one shared Postgres: set TEST_DATABASE_URL (processes cannot share a PGlite data dir)',
      );
    }
    const mailbox = await startMailbox();
    cleanups.push(() => mailbox.stop());
    const serverUrl = process.env.TEST_DATABASE_URL;
    const fromTemplate = instances === 1;
    const postgres = serverUrl ? await createPostgresDatabase(serverUrl, fromTemplate, databasePrefix) : undefined;
    const { pgliteTemplate } = inject('e2eRun');
    const template = fromTemplate && pgliteTemplate ? await templateMade(pgliteTemplate) : undefined;
    if (postgres) cleanups.push(() => postgres.drop());

    // The proxy listens first, so no instance can be given its port; it reads its targets per request.
    const targets: string[] = [];
    const proxy = instances > 1 ? await startRoundRobinProxy(targets) : undefined;
    if (proxy) cleanups.push(() => proxy.stop());
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    targets.push(...ports.map((port) => `http://127.0.0.1:${port}`));
    const baseUrl = `http://localhost:${proxy ? proxy.port : ports[0]}`;
    const servers = ports.map((port) => {
      const dataDir = mkdtempSync(join(dataDirs, 'ft-e2e-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      if (template) cpSync(template, dataDir, { recursive: true });
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
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A database of the stack's own on Postgres, from the server-ready template when one instance starts on it. The test
 * databases' module loads the server's (to make that template), so it is loaded only on Postgres.
 */
async function createPostgresDatabase(serverUrl: string, fromTemplate: boolean, prefix?: string) {
  const { createPostgresTestDatabase, serverReadyPostgresTemplate } =
    await import('../../server/src/testing/test-database');
  const template = fromTemplate ? await serverReadyPostgresTemplate(serverUrl) : undefined;
  return createPostgresTestDatabase(serverUrl, { prefix, template });
}

type Servers = Awaited<ReturnType<typeof startServers>>;

// Per worker (the e2e files share their worker's modules: isolate is off). The browser and the shared servers
// end with the worker: chromium when its pipe to playwright closes, a server by its parent-death signal.
const browsers = new Map<string, Promise<Browser>>();
let sharedServers: Promise<Servers> | undefined;
let clients = 0;

/** Debian's chromium driven by playwright-core, and the test's view of the servers: its pages, its console errors. */
async function browse({ stop: stopServers, ...servers }: Servers, stopsServers: boolean, fullBrowser = false) {
  const executablePath = fullBrowser ? CHROMIUM_PATH : E2E_CHROMIUM_PATH;
  if (!browsers.has(executablePath))
    browsers.set(executablePath, chromium.launch({ executablePath, args: CHROMIUM_ARGS }));
  const contexts: BrowserContext[] = [];
  const consoleErrors: string[] = [];
  const launched = await browsers.get(executablePath)!;
  return {
    ...servers,
    consoleErrors,
    /** A fresh browser (own cookies) on one page; console errors are collected for the test to check. */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      // A new address per client in the worker, as the files on one server must not share rate limits.
      clients += 1;
      const address = `198.51.100.${clients % 250}`;
      const context = await launched.newContext({
        baseURL: servers.baseUrl,
        extraHTTPHeaders: { 'x-forwarded-for': address },
        reducedMotion: 'reduce',
        ...options,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        // A 4xx is an answer a test provoked (a wrong password, say); a 5xx or a script error is a failure.
        if (message.type() === 'error' && !CLIENT_ERROR_LOG.test(message.text())) consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      if (options.javaScriptEnabled !== false) awaitTakeOver(page);
      return page;
    },
    /**
     * What each page opened here shows now — its address, headings, open dialogs and save status — for a failed
     * test's output: a journey that waits in vain says where the browser was.
     */
    async describePages(): Promise<string> {
      const pages = contexts.flatMap((context) => context.pages());
      const described = await Promise.all(
        pages.map(async (page, index) => {
          const shown = await page
            .evaluate(() => {
              const texts = (selector: string) =>
                [...document.querySelectorAll(selector)].map((element) =>
                  (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
                );
              return {
                headings: texts('h1'),
                dialogs: texts('[role="dialog"], [role="alertdialog"]'),
                saveStatus: texts('[data-testid="save-status"]'),
                hydrating: document.querySelector('#root[data-hydrating]') !== null,
              };
            })
            .catch((error: unknown) => String(error));
          return `page ${index + 1}: ${page.url()}\n  ${JSON.stringify(shown)}`;
        }),
      );
      return described.join('\n');
    },
    /** Closes the pages opened here, and the servers if they are this stack's own. */
    async stop() {
      await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
      if (stopsServers) await stopServers();
    },
  };
}

/** Servers of the test file's own (with these options), and chromium. */
export async function startStack({ fullBrowser, ...options }: StackOptions = {}) {
  return browse(await startServers(options), true, fullBrowser);
}

/**
 * The worker's one default stack, which the files that need nothing of their own share: each keeps its data
 * apart (accounts of its own). Started by the first file that asks; it ends with the worker.
 */
export async function sharedStack() {
  const { dir, id } = inject('e2eRun');
  sharedServers ??= startServers({}, { dataDirs: dir, databasePrefix: `ft_e2e_${id}_` });
  return browse(await sharedServers, false);
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * A page the server drew is marked until the app has taken it over (ADR 0038): what is done on it before then is held
 * and done once it is live (ADR 0090). `goto` and `reload` resolve once the page is live: the journeys act on a live page
 * (e2e/input-before-hydration.e2e.ts acts before).
 */
function awaitTakeOver(page: Page) {
  const live = () => page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
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
