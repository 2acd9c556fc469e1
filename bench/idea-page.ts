import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ssrEntryFile, webDistDir } from '../server/src/paths';
import { PROPERTY_TYPES } from '../core/idea-page/property-contracts';
import { WIDGET_LABELS, WIDGET_TYPES } from '../core/idea-page/widget-contracts';
import { fmt, pgliteTarget, postgresTarget, verdict, type Target } from './bench-targets';
import { startBenchServer } from './bench-server';
import { browserLoads, LOADS, type Marks } from './idea-page-browser';
import { median } from './median';
import { COMMENTS, PROPERTIES, seedIdeaPage, TAGS, WIDGETS } from './idea-page-seed';
import { LoadGenerator, MEASURE_S, WARM_UP_S, type Figures } from './load-generator';
import { brief, countRoundTrips, statementsOf } from './round-trips';

/*
 * `bench/idea-page`: one idea with 200 pages, 50 custom properties and 20 widgets. The server's answer to
 * GET /api/ideas/{id}/page under load (autocannon in a child process: load-generator.ts), and the
 * browser page /tool/idea-garage/idea/{id} loaded cold in Debian's chromium, on the built web app (dist/web)
 * served by the same createServer, on Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL) and on PGlite.
 */

/** 1: the request's own time; 10 and 50: under load, where p95 is more and more the queue (see the note printed). */
const CONNECTION_COUNTS = [1, 10, 50] as const;
const LABEL_WIDTH = 66;

/** Budget (issue 5's 'Measure'): the idea page's data, on Postgres. */
const BUDGET = { p95Ms: 50 };

/** The body's size on the wire: without Accept-Encoding (as autocannon asks) and with gzip (as a browser does). */
function wireBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

async function benchOn(target: Target, load: LoadGenerator) {
  const postgres = target.database.kind === 'postgres';
  // As in production (server/src/index.ts): the API and the built web app from one app.
  const { base, drained, signUpFounder, close } = await startBenchServer(target.database, {
    web: { webDir: webDistDir, ssrEntry: ssrEntryFile },
  });
  try {
    const { cookie, userId } = await signUpFounder();
    const { ideaId, counts } = await seedIdeaPage(target.database.db, userId);
    await target.database.db.execute(sql`analyze`);

    const withSession = { cookie };
    const pageUrl = `${base}/api/ideas/${ideaId}/page`;
    const view = (await (await fetch(pageUrl, { headers: withSession })).json()) as {
      pages: unknown[];
      properties: unknown[];
      widgets: unknown[];
    };
    if (
      view.pages.length !== counts.pages ||
      view.properties.length !== PROPERTIES ||
      view.widgets.length !== WIDGETS
    ) {
      throw new Error(
        `the idea page returned ${view.pages.length} pages, ${view.properties.length} properties, ${view.widgets.length} widgets`,
      );
    }
    const plain = await wireBytes(pageUrl, withSession);
    const gzip = await wireBytes(pageUrl, { ...withSession, 'accept-encoding': 'gzip' });
    if (plain.status !== 200) throw new Error(`${pageUrl}: ${plain.status}`);

    // Round trips of one request each, on an idle server: the idea page, and the session lookup alone (an id
    // that is no UUID: the route answers 404 after the viewer's session lookup, before any idea query).
    const pageStatements = await statementsOf(() => fetch(pageUrl, { headers: withSession }));
    const sessionOnly = await statementsOf(() => fetch(`${base}/api/ideas/not-an-id/page`, { headers: withSession }));

    const figures: Figures[] = [];
    for (const connections of CONNECTION_COUNTS) {
      await drained();
      figures.push(await load.measure(pageUrl, withSession, connections));
    }
    await drained();

    const ideaPath = `/tool/idea-garage/idea/${ideaId}`;
    const browser = existsSync(join(webDistDir, 'index.html')) ? await browserLoads(base, cookie, ideaPath) : undefined;

    console.log(`\nidea page on ${target.label}`);
    console.log(
      `  seeded in ${fmt(counts.ms / 1000, 1)} s: 1 idea (${TAGS} tags, ${COMMENTS} comments), main content ${kb(counts.mainBytes)} of rich content,` +
        ` ${counts.pages} pages (${counts.top} top, ${counts.children} under them, ${counts.grandchildren} a level deeper; ${kb(counts.pageBytes)} of rich content each),`,
    );
    console.log(
      `    ${PROPERTIES} custom properties (the ${PROPERTY_TYPES.length} types in turn), ${WIDGETS} widgets (the ${WIDGET_TYPES.length} types in turn: ${WIDGET_TYPES.map((type) => WIDGET_LABELS[type]).join(', ')})`,
    );
    console.log(
      `  GET /api/ideas/{id}/page: ${kb(plain.bytes)} (${kb(gzip.bytes)} ${gzip.encoding}): the idea card, ${view.pages.length} page summaries,` +
        ` ${view.properties.length} properties, ${view.widgets.length} widgets`,
    );
    console.log(
      `  autocannon: ${MEASURE_S} s each after a ${WARM_UP_S} s warm-up on the same connections, 127.0.0.1, separate process, no Accept-Encoding`,
    );
    console.log(
      `  ${'connections'.padEnd(13)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
        `${'non-2xx'.padStart(9)}${'errors'.padStart(8)}${'of them timeouts'.padStart(18)}${'connections / req/s'.padStart(22)}`,
    );
    CONNECTION_COUNTS.forEach((connections, i) => {
      const f = figures[i]!;
      console.log(
        `  ${String(connections).padEnd(13)}${fmt(f.reqPerSec).padStart(9)}${fmt(f.p50, 1).padStart(9)}${fmt(f.p95, 1).padStart(9)}` +
          `${fmt(f.p99, 1).padStart(9)}${fmt(f.non2xx).padStart(9)}${fmt(f.errors).padStart(8)}${fmt(f.timeouts).padStart(18)}` +
          `${`${fmt((connections / f.reqPerSec) * 1000, 1)} ms`.padStart(22)}`,
      );
    });
    console.log(
      "  (connections / req/s is the mean time a request spends in the server when it is saturated (Little's law): at 50 connections" +
        " p95 is mostly that queue, not the request's own work; 10 connections is nearer what one user waits)",
    );
    if (postgres) {
      console.log(
        `  budget p95 < ${BUDGET.p95Ms} ms: ` +
          CONNECTION_COUNTS.map(
            (connections, i) =>
              `${connections} connection${connections === 1 ? '' : 's'} ${fmt(figures[i]!.p95, 1)} ms: ${verdict(figures[i]!.p95 < BUDGET.p95Ms)}`,
          ).join('; '),
      );
    }
    console.log(
      `  SQL round trips per request: ${pageStatements.length} (idea page ${pageStatements.length - sessionOnly.length}, session lookup ${sessionOnly.length};` +
        ' the last three are sent together (Promise.all): 3 in sequence)',
    );
    pageStatements.forEach((statement, i) =>
      console.log(`    ${i < sessionOnly.length ? 'session' : 'page   '} ${brief(statement.text)}`),
    );

    if (!browser) {
      console.log('  browser: skipped (dist/web is not built: run `npm run build`)');
      return;
    }
    const { version, loads } = browser;
    console.log(
      `  browser: ${ideaPath} in Chromium ${version} (headless), signed in; ${LOADS} cold loads (a new context each) after one discarded`,
    );
    console.log(
      `  ${"from the navigation's start".padEnd(LABEL_WIDTH)}${'median ms'.padStart(11)}${'max ms'.padStart(9)}`,
    );
    const rows: [string, (marks: Marks) => number][] = [
      ['document: first byte of its 200', (marks) => marks.document],
      ["'Idea title' textbox visible", (marks) => marks.title],
      ['main content visible (drawn by the server)', (marks) => marks.content],
      ['app live (page taken over)', (marks) => marks.live],
      ['click on the content to an editable editor (from the click)', (marks) => marks.editorAfterClick],
    ];
    for (const [name, of] of rows) {
      const values = loads.map(of);
      console.log(
        `  ${name.padEnd(LABEL_WIDTH)}${fmt(median(values), 0).padStart(11)}${fmt(Math.max(...values), 0).padStart(9)}`,
      );
    }
    // The API calls the page made, in the order of the first load (an id in a path shown as {id}).
    const calls = (marks: Marks) => marks.api.map((call) => ({ ...call, path: call.path.replace(ideaId, '{id}') }));
    for (const path of [...new Set(calls(loads[0]!).map((call) => call.path))]) {
      const seen = loads
        .map((marks) => calls(marks).find((call) => call.path === path))
        .filter((call) => call !== undefined);
      const starts = seen.map((call) => call.start);
      const ends = seen.map((call) => call.end);
      const name = `  ${path} answered (${seen.length < loads.length ? `${seen.length} of ${loads.length} loads, ` : ''}sent at ${fmt(median(starts))})`;
      console.log(
        `  ${name.padEnd(LABEL_WIDTH)}${fmt(median(ends)).padStart(11)}${fmt(Math.max(...ends)).padStart(9)}`,
      );
    }
    const last = loads[loads.length - 1]!;
    console.log(`  JS: ${last.scripts} scripts, ${kb(last.jsWire)} transferred (${kb(last.jsDecoded)} uncompressed)`);
  } finally {
    await close();
  }
}

export async function benchIdeaPage() {
  countRoundTrips();
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!existsSync(join(webDistDir, 'index.html')))
    console.log('\nidea page: dist/web is not built, the browser part is skipped (run `npm run build`)');
  const load = new LoadGenerator();
  try {
    if (serverUrl) {
      const target = await postgresTarget(serverUrl);
      try {
        await benchOn(target, load);
      } finally {
        await target.dispose();
      }
    } else {
      console.log(
        '\nidea page on Postgres: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
      );
    }
    const target = await pgliteTarget();
    try {
      await benchOn(target, load);
    } finally {
      await target.dispose();
    }
  } finally {
    load.close();
  }
}
