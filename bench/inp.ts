import { loadavg } from 'node:os';
import { desc, eq, sql } from 'drizzle-orm';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { paths } from '../web/src/config/paths';
import { createDb } from '../server/src/db/client';
import { ideas, user } from '../server/src/db/schema';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium';
import { fmt } from './bench-targets';
import { seedBoard } from './board-seed';
import { browserAddress, productionEnv, spawnBuiltServer, startSignUps } from './built-server';
import { median } from './median';
import { richDocument } from './idea-page-seed';
import { RECORD_INTERACTIONS, type Step } from './inp-recorder';
import { boardRound, scrollPagesIn, typeInIdeaPage, type Steps } from './inp-steps';
import { send } from './traffic';

/*
 * `bench/inp`: how fast the board and the idea page answer input (issue 16), in Debian's chromium on the built
 * server, Postgres only (the seed writes to the database the running server uses). A founder with 1,000 ideas opens
 * the board, scrolls every page in, then filters it INP_RUNS times; then types into an idea's main content. Once
 * with the CPU as it is, once slowed 4× (CDP Emulation.setCPUThrottlingRate).
 */

const IDEAS = 1_000;
const RUNS = Number(process.env.INP_RUNS ?? 3);
const RATES = [1, 4];
const EMAIL = 'inp@bench.example';
/**
 * With a display (run under `xvfb-run -a`) the browser is headed: headless Chromium reports the presentation of the
 * idea page's typed keys seconds late while its frames run every 16 ms (docs/benchmarks.md, 2026-11-27).
 */
const HEADED = Boolean(process.env.DISPLAY);
const BROWSER_ARGS = [
  ...CHROMIUM_ARGS.filter((arg) => !(HEADED && arg === '--headless')),
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** A context for the founder, its pages slowed `rate` times. */
async function founderContext(browser: Browser, base: string, cookie: string) {
  // The session cookie as a header: in production it is __Secure-…, which Chromium will not take for http://.
  return browser.newContext({ baseURL: base, extraHTTPHeaders: { cookie }, viewport: { width: 1280, height: 800 } });
}

async function openSlowed(context: BrowserContext, rate: number, path: string) {
  await context.addInitScript({ content: RECORD_INTERACTIONS });
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  const answer = await page.goto(path);
  if (answer?.status() !== 200) throw new Error(`${path}: ${answer?.status()}`);
  return page;
}

const ms = (value: number) => (value < 16 ? '< 16' : fmt(value));

/** Each interaction of `steps` as a number (those under 16 ms, which leave no entry, as 0). */
function durations(steps: Step[]): number[] {
  return steps.flatMap((step) => [
    ...step.interactions,
    ...Array<number>(Math.max(0, step.expected - step.interactions.length)).fill(0),
  ]);
}

/** web-vitals' INP: the longest interaction, ignoring one in every 50. */
const inp = (all: number[]) => [...all].sort((a, b) => b - a)[Math.floor(all.length / 50)] ?? 0;

function printSteps(steps: Steps) {
  console.log(
    `    ${'interaction'.padEnd(62)}${'n'.padStart(5)}${'median ms'.padStart(11)}${'worst ms'.padStart(10)}${'longest frame ms (median / worst)'.padStart(36)}`,
  );
  for (const [name, runs] of steps) {
    const all = durations(runs);
    const frames = runs.map((step) => step.longestFrameMs);
    console.log(
      `    ${name.padEnd(62)}${String(all.length).padStart(5)}${ms(median(all)).padStart(11)}${ms(Math.max(...all)).padStart(10)}` +
        `${`${ms(median(frames))} / ${ms(Math.max(...frames))}`.padStart(36)}`,
    );
  }
  const all = [...steps.values()].flatMap(durations);
  console.log(
    `    INP (the longest of these ${all.length} interactions but one in 50): ${ms(inp(all))} ms (target < 100)`,
  );
}

async function measureAt(browser: Browser, base: string, cookie: string, ideaId: string, rate: number) {
  const context = await founderContext(browser, base, cookie);
  try {
    const board = await openSlowed(context, rate, paths.ideaGarage.getHref());
    const scrolled = await scrollPagesIn(board);
    const steps: Steps = new Map();
    for (let run = 0; run < RUNS; run++) await boardRound(board, steps);
    const idea = await openSlowed(context, rate, paths.idea.getHref(ideaId));
    const typing: Steps = new Map();
    const framed: number[] = [];
    for (let run = 0; run < RUNS; run++) framed.push(...(await typeInIdeaPage(idea, typing)));

    console.log(
      `  CPU ${rate === 1 ? 'unthrottled' : `throttled ${rate}× (Emulation.setCPUThrottlingRate)`}; load average now ${load()}`,
    );
    const frames = scrolled.steps.map((step) => step.longestFrameMs);
    console.log(
      `    board: ${fmt(scrolled.loaded)} cards fetched by scrolling (plus the first page in the HTML), ${scrolled.steps.length} pages;` +
        ` longest frame while a page came in: median ${ms(median(frames))} ms, worst ${ms(Math.max(...frames))} ms`,
    );
    printSteps(steps);
    console.log('    idea page:');
    printSteps(typing);
    console.log(
      `    the page's own measure of the same keys, key → its text in the DOM → the next animation frame (n ${framed.length}):` +
        ` median ${fmt(median(framed))} ms, worst ${fmt(Math.max(...framed))} ms`,
    );
  } finally {
    await context.close();
  }
}

export async function benchInp() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'inp: skipped (it needs BENCH_DATABASE_URL or TEST_DATABASE_URL: the seed writes to the database the server runs on)',
    );
    return;
  }
  const { url, drop } = await createPostgresTestDatabase(serverUrl);
  // The idea page's live editing connects as a founder's does.
  const { port, appUrl } = await browserAddress();
  const signUps = await startSignUps(appUrl);
  const server = await spawnBuiltServer(productionEnv(port, { DATABASE_URL: url }, signUps.smtpUrl, appUrl));
  const database = await createDb({ DATABASE_URL: url, DATA_DIR: '' });
  let browser: Browser | undefined;
  try {
    const cookie = await signUps.signUp(server.base, EMAIL);
    const [founder] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, EMAIL));
    const counts = await seedBoard(database.db, founder!.id, { own: IDEAS, community: 0 });
    await database.db.execute(sql`vacuum analyze`);
    const [newest] = await database.db
      .select({ id: ideas.id })
      .from(ideas)
      .where(eq(ideas.userId, founder!.id))
      .orderBy(desc(ideas.createdAt))
      .limit(1);
    const saved = await send(server.base, 'PUT', `/api/ideas/${newest!.id}/pages/main/content`, cookie, {
      content: richDocument('Drone delivery', 3),
      version: 0,
    });
    if (saved.status !== 200) throw new Error(`saving the main content: ${saved.status} ${JSON.stringify(saved.body)}`);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS, headless: !HEADED });
    const mode = HEADED
      ? `headed on display ${process.env.DISPLAY}`
      : 'headless (set DISPLAY, e.g. xvfb-run -a, for headed)';
    console.log(
      `\ninp: Chromium ${browser.version()}, ${mode}, built server on Postgres; ${fmt(counts.ideas)} ideas, ${fmt(counts.comments)} comments; ${RUNS} runs of each interaction; load average ${load()}`,
    );
    for (const rate of RATES) await measureAt(browser, server.base, cookie, newest!.id, rate);
  } finally {
    await browser?.close();
    await database.close();
    await server.stop();
    await signUps.stop();
    await drop();
  }
}
