import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, propertyValueSchema, type PropertyType, type PropertyValue } from '../core/idea-page/property-contracts';
import { richContentSchema, type RichContent, type RichNode } from '../core/idea-page/rich-content';
import { WIDGET_LABELS, WIDGET_TYPES, widgetDataSchemas, type WidgetType } from '../core/idea-page/widget-contracts';
import type { Db } from '../server/src/db/client';
import { ideaComments, ideaMainContents, ideaPages, ideaProperties, ideas, ideaTags, ideaWidgets, tags } from '../server/src/db/schema';
import { webDistDir } from '../server/src/paths';
import {
  brief,
  countRoundTrips,
  fmt,
  LoadGenerator,
  pgliteTarget,
  postgresTarget,
  statementsOf,
  verdict,
  type Figures,
  type Target,
} from './board';
import { startBenchServer } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium';

/*
 * `bench/idea-page`: one idea with 200 pages, 50 custom properties and 20 widgets. The server's answer to
 * GET /api/ideas/{id}/page under load (autocannon in a child process, board.ts's load generator), and the
 * browser page /tool/idea-garage/idea/{id} loaded cold in Debian's chromium, on the built web app (dist/web)
 * served by the same createServer, on Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL) and on PGlite.
 */

const TOP_PAGES = 20;
const CHILDREN_PER_TOP = 8;
/** The first child of each top page has one sub-page: 20 + 160 + 20 = 200 pages, 3 levels deep. */
const GRANDCHILDREN_PER_TOP = 1;
const PROPERTIES = 50;
const WIDGETS = 20;
const TAGS = 5;
const COMMENTS = 10;
/** 1: the request's own time; 10 and 50: under load, where p95 is more and more the queue (see the note printed). */
const CONNECTION_COUNTS = [1, 10, 50] as const;
const MEASURE_S = 10;
const WARM_UP_S = 2;
const LOADS = 5;
const LOAD_TIMEOUT_MS = 30_000;
const LABEL_WIDTH = 66;

/** Budget (issue 5's 'Measure'): the idea page's data, on Postgres. */
const BUDGET = { p95Ms: 50 };

const BROWSER_ARGS = [
  ...CHROMIUM_ARGS,
  // The seeded widgets and image properties point at YouTube, Pinterest and image hosts: those addresses fail
  // at once instead of waiting on the network (no request interception, which would slow every request).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
// ---------------------------------------------------------------------------------------------------------
// Seeding

const text = (value: string, marks?: RichNode['marks']): RichNode => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content });

/** `sections` × (a heading, three paragraphs with marks and a link, a bullet list, a task list), checked by richContentSchema. */
export function richDocument(title: string, sections: number): RichContent {
  const content: RichNode[] = [];
  for (let s = 1; s <= sections; s++) {
    content.push(
      { type: 'heading', attrs: { level: 2 }, content: [text(`${title}: part ${s}`)] },
      paragraph(
        text('Pharmacies in mid-sized towns lose '),
        text('a fifth of their prescriptions', [{ type: 'bold' }]),
        text(' to online chains that deliver the same day. We interviewed twelve of them; nine said delivery is the first thing they would pay for.'),
      ),
      paragraph(
        text('The pilot runs for six weeks with two pharmacies, '),
        text('see the notes', [{ type: 'link', attrs: { href: 'https://example.com/pilot-notes' } }]),
        text(', and measures orders per day, cost per delivery and how many customers order twice.'),
      ),
      {
        type: 'bulletList',
        content: ['Customers: pharmacies with 2–5 staff', 'Channel: the regional pharmacists’ association', 'Price: a flat fee per delivery', 'Risk: aviation rules for drones over houses'].map(
          (item) => ({ type: 'listItem', content: [paragraph(text(item))] }),
        ),
      },
      paragraph(text('Open questions for the next round of interviews, in order of how much they change the plan:', [{ type: 'italic' }])),
      {
        type: 'taskList',
        content: ['Who pays when a delivery fails?', 'Can a courier cover the first months?', 'What does insurance cost?'].map((item, i) => ({
          type: 'taskItem',
          attrs: { checked: i === 0 },
          content: [paragraph(text(item))],
        })),
      },
    );
  }
  return richContentSchema.parse({ type: 'doc', content });
}

const SELECT_OPTIONS = ['Idea', 'Interviewing', 'Validating', 'Building', 'Launched', 'Parked'];
const MULTI_OPTIONS = ['B2B', 'B2C', 'SaaS', 'Marketplace', 'Hardware', 'Health', 'Logistics'];

/** A filled value of each type, checked by the type's own schema. */
function propertyOf(type: PropertyType, i: number): { options: string[]; value: PropertyValue } {
  const options = type === 'select' ? SELECT_OPTIONS : type === 'multi-select' ? MULTI_OPTIONS : [];
  const raw: Record<PropertyType, PropertyValue> = {
    text: `Two-sided delivery marketplace, variant ${i}`,
    'long-text': 'Drones carry prescriptions from the pharmacy to the customer’s door within the hour. '.repeat(4).trim(),
    number: 40 + i,
    currency: 12_500.5 + i,
    date: `2025-${String((i % 12) + 1).padStart(2, '0')}-14`,
    select: SELECT_OPTIONS[i % SELECT_OPTIONS.length]!,
    'multi-select': [MULTI_OPTIONS[i % MULTI_OPTIONS.length]!, MULTI_OPTIONS[(i + 2) % MULTI_OPTIONS.length]!],
    checkbox: i % 2 === 0,
    person: 'Ada Lovelace',
    url: `https://example.com/research/${i}`,
    email: `founder+${i}@example.com`,
    phone: '+1 555 010 0199',
    image: `https://images.example.com/mockup-${i}.png`,
  };
  return { options, value: propertyValueSchema(type, options).parse(raw[type]) };
}

const LONG = 'Pharmacies want same-day delivery without hiring couriers; drones make a delivery cost a third of a van’s. '.repeat(3).trim();

/** Filled data of each widget type, checked by the type's own schema. */
function widgetOf(type: WidgetType, i: number): Record<string, string> {
  const raw: Record<WidgetType, Record<string, string>> = {
    'lean-canvas': {
      problem: LONG,
      solution: LONG,
      keyMetrics: 'Orders per day, cost per delivery, repeat customers',
      uniqueValueProposition: 'Prescriptions at the door within the hour',
      unfairAdvantage: 'Permits already granted in two regions',
      channels: 'Pharmacists’ association, local press',
      customerSegments: 'Independent pharmacies in mid-sized towns',
      costStructure: 'Drones, pilots, insurance, software',
      revenueStreams: 'A flat fee per delivery, a monthly plan',
    },
    'google-trends': { searchTerm: `drone delivery ${i}` },
    'swot-analysis': { strengths: LONG, weaknesses: LONG, opportunities: LONG, threats: LONG },
    prd: { title: `PRD ${i}`, content: LONG.repeat(3) },
    'validation-strategy': { title: `Validation ${i}`, content: LONG.repeat(3) },
    pinterest: { url: `https://www.pinterest.com/pin/10000${i}/` },
    youtube: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: `Pitch video ${i}` },
    image: { url: `https://images.example.com/storyboard-${i}.png`, caption: `Storyboard ${i}` },
  };
  return widgetDataSchemas[type].parse(raw[type]) as Record<string, string>;
}

type SeedCounts = { pages: number; top: number; children: number; grandchildren: number; pageBytes: number; mainBytes: number; ms: number };

/** One idea of the user's, with its main content, 200 pages, 50 properties, 20 widgets, a few tags and comments. */
async function seed(db: Db, userId: string): Promise<{ ideaId: string; counts: SeedCounts }> {
  const started = performance.now();
  const ideaId = randomUUID();
  await db.insert(ideas).values({
    id: ideaId,
    userId,
    title: 'Drone delivery for pharmacies',
    description: 'Same-day prescription delivery by drone for independent pharmacies in mid-sized towns.',
    category: 'logistics',
    priority: 'high',
    ideaScore: 8,
    whyNow: 'Drone rules for deliveries over towns were relaxed this year.',
    costToValidate: 25_000,
    efforts: 'Two engineers, six weeks',
    validationGtm: 'A pilot with two pharmacies',
  });
  const tagIds = (
    await db
      .insert(tags)
      .values(Array.from({ length: TAGS }, (_, i) => ({ name: `idea-page-bench-${i}` })))
      .returning({ id: tags.id })
  ).map((tag) => tag.id);
  await db.insert(ideaTags).values(tagIds.map((tagId) => ({ ideaId, tagId })));
  const now = Date.now();
  await db.insert(ideaComments).values(
    Array.from({ length: COMMENTS }, (_, i) => ({ ideaId, userId, content: `Comment ${i + 1}: have you asked the pharmacists?`, createdAt: new Date(now - (COMMENTS - i) * 60_000) })),
  );

  const main = richDocument('Drone delivery for pharmacies', 6);
  await db.insert(ideaMainContents).values({ ideaId, content: main, version: 1 });

  // Dense page_order per sibling group; parents are inserted before their children (the foreign key).
  type PageRow = typeof ideaPages.$inferInsert;
  const pageRow = (title: string, parentPageId: string | null, pageOrder: number): PageRow => ({
    id: randomUUID(),
    ideaId,
    parentPageId,
    title,
    pageOrder,
    content: richDocument(title, 1),
    version: 1,
  });
  const top = Array.from({ length: TOP_PAGES }, (_, t) => pageRow(`Chapter ${t + 1}`, null, t));
  const children = top.flatMap((parent, t) => Array.from({ length: CHILDREN_PER_TOP }, (_, c) => pageRow(`Chapter ${t + 1}.${c + 1}`, parent.id!, c)));
  const grandchildren = top.flatMap((_, t) =>
    Array.from({ length: GRANDCHILDREN_PER_TOP }, (_, g) => pageRow(`Chapter ${t + 1}.1.${g + 1}`, children[t * CHILDREN_PER_TOP]!.id!, g)),
  );
  for (const level of [top, children, grandchildren]) await db.insert(ideaPages).values(level);

  await db.insert(ideaProperties).values(
    Array.from({ length: PROPERTIES }, (_, i) => {
      const type = PROPERTY_TYPES[i % PROPERTY_TYPES.length]!;
      return { ideaId, label: `${PROPERTY_TYPE_LABELS[type]} ${i + 1}`, type, ...propertyOf(type, i), position: i };
    }),
  );
  await db.insert(ideaWidgets).values(
    Array.from({ length: WIDGETS }, (_, i) => {
      const type = WIDGET_TYPES[i % WIDGET_TYPES.length]!;
      return { ideaId, type, data: widgetOf(type, i), position: i };
    }),
  );
  const pages = [...top, ...children, ...grandchildren];
  return {
    ideaId,
    counts: {
      pages: pages.length,
      top: top.length,
      children: children.length,
      grandchildren: grandchildren.length,
      pageBytes: pages.reduce((sum, page) => sum + JSON.stringify(page.content).length, 0) / pages.length,
      mainBytes: JSON.stringify(main).length,
      ms: performance.now() - started,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Browser

type ApiCall = { path: string; start: number; end: number };
type Marks = { document: number; title: number; editor: number; scripts: number; jsWire: number; jsDecoded: number; api: ApiCall[] };

/** What WATCH_FOR_READY leaves on `window`. */
type Watched = { __ideaPageMarks?: { title?: number; editor?: number } };

/**
 * Runs in the page before its own scripts: notes (performance.now(), from the navigation's start) when the
 * 'Idea title' textbox and the main content's editor, editable, are first in the document and visible. Checked
 * on every DOM change and every frame, so a style that only later makes them visible is seen too. A string,
 * not a function: tsx would wrap the named arrows in a helper that the page does not have.
 */
const WATCH_FOR_READY = `(() => {
  const marks = {};
  window.__ideaPageMarks = marks;
  const visible = (element) => !!element && element.checkVisibility() && element.getBoundingClientRect().width > 0;
  const check = () => {
    if (marks.title === undefined && visible(document.querySelector('input[aria-label="Idea title"]'))) marks.title = performance.now();
    if (marks.editor === undefined && visible(document.querySelector('[contenteditable="true"][aria-label="Content of Main Content"]'))) marks.editor = performance.now();
    return marks.title !== undefined && marks.editor !== undefined;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['contenteditable', 'aria-label', 'class', 'style', 'hidden'] });
  const frame = () => {
    if (!check()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** One cold load (a new context: no cache, only the session cookie), its marks and the JS it fetched. */
async function loadOnce(browser: Browser, base: string, cookie: string, path: string): Promise<Marks> {
  // The session cookie as a header on every request: in production it is __Secure-…, which Chromium will not
  // take through addCookies for an http:// address (the server reads it all the same).
  const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { cookie } });
  try {
    await context.addInitScript({ content: WATCH_FOR_READY });
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS);
    const response = await page.goto(path, { waitUntil: 'commit' });
    if (response?.status() !== 200) throw new Error(`${path}: ${response?.status()}`);
    await page.waitForFunction(
      () => {
        const marks = (window as Watched).__ideaPageMarks;
        return marks?.title !== undefined && marks.editor !== undefined;
      },
      null,
      { timeout: LOAD_TIMEOUT_MS },
    );
    // Both found again as a user (and the e2e suite) finds them: by role and accessible name.
    await page.getByRole('textbox', { name: 'Idea title', exact: true }).waitFor({ state: 'visible' });
    const editable = await page.getByRole('textbox', { name: 'Content of Main Content', exact: true }).getAttribute('contenteditable');
    if (editable !== 'true') throw new Error(`the main content's editor is not editable (contenteditable=${editable})`);
    // Every script the page fetches, including chunks loaded after the editor appeared.
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        document: navigation.responseStart,
        title: (window as Watched).__ideaPageMarks!.title!,
        editor: (window as Watched).__ideaPageMarks!.editor!,
        scripts: scripts.length,
        jsWire: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        jsDecoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        api: resources
          .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
      };
    });
  } finally {
    await context.close();
  }
}

/** One discarded load (the browser's own start), then LOADS cold loads. */
async function browserLoads(base: string, cookie: string, path: string): Promise<{ version: string; loads: Marks[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
  try {
    await loadOnce(browser, base, cookie, path);
    const loads: Marks[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, base, cookie, path));
    return { version: browser.version(), loads };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// ---------------------------------------------------------------------------------------------------------
// One database

/** The body's size on the wire: without Accept-Encoding (as autocannon asks) and with gzip (as a browser does). */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

async function benchOn(target: Target, load: LoadGenerator) {
  const postgres = target.database.kind === 'postgres';
  // As in production (server/src/index.ts): the API and the built web app from one app.
  const { base, drained, signUpFounder, close } = await startBenchServer(target.database, { webDir: webDistDir });
  try {
    const { cookie, userId } = await signUpFounder();
    const { ideaId, counts } = await seed(target.database.db, userId);
    await target.database.db.execute(sql`analyze`);

    const withSession = { cookie };
    const pageUrl = `${base}/api/ideas/${ideaId}/page`;
    const view = (await (await fetch(pageUrl, { headers: withSession })).json()) as { pages: unknown[]; properties: unknown[]; widgets: unknown[] };
    if (view.pages.length !== counts.pages || view.properties.length !== PROPERTIES || view.widgets.length !== WIDGETS) {
      throw new Error(`the idea page returned ${view.pages.length} pages, ${view.properties.length} properties, ${view.widgets.length} widgets`);
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
      figures.push(await load.measure(pageUrl, withSession, drained, connections));
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
    console.log(`  autocannon: ${MEASURE_S} s each after a ${WARM_UP_S} s warm-up, 127.0.0.1, separate process, no Accept-Encoding`);
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
      '  (connections / req/s is the mean time a request spends in the server when it is saturated (Little\'s law): at 50 connections' +
        ' p95 is mostly that queue, not the request\'s own work; 10 connections is nearer what one user waits)',
    );
    if (postgres) {
      console.log(
        `  budget p95 < ${BUDGET.p95Ms} ms: ` +
          CONNECTION_COUNTS.map((connections, i) => `${connections} connection${connections === 1 ? '' : 's'} ${fmt(figures[i]!.p95, 1)} ms: ${verdict(figures[i]!.p95 < BUDGET.p95Ms)}`).join('; '),
      );
    }
    console.log(
      `  SQL round trips per request: ${pageStatements.length} (idea page ${pageStatements.length - sessionOnly.length}, session lookup ${sessionOnly.length};` +
        ' the last three are sent together (Promise.all): 3 in sequence)',
    );
    pageStatements.forEach((statement, i) => console.log(`    ${i < sessionOnly.length ? 'session' : 'page   '} ${brief(statement.text)}`));

    if (!browser) {
      console.log('  browser: skipped (dist/web is not built: run `npm run build`)');
      return;
    }
    const { version, loads } = browser;
    console.log(`  browser: ${ideaPath} in Chromium ${version} (headless), signed in; ${LOADS} cold loads (a new context each) after one discarded`);
    console.log(`  ${'from the navigation\'s start'.padEnd(LABEL_WIDTH)}${'median ms'.padStart(11)}${'max ms'.padStart(9)}`);
    const rows: [string, (marks: Marks) => number][] = [
      ['document: first byte of its 200', (marks) => marks.document],
      ["'Idea title' textbox visible", (marks) => marks.title],
      ["main content's editor visible and editable", (marks) => marks.editor],
    ];
    for (const [name, of] of rows) {
      const values = loads.map(of);
      console.log(`  ${name.padEnd(LABEL_WIDTH)}${fmt(median(values), 0).padStart(11)}${fmt(Math.max(...values), 0).padStart(9)}`);
    }
    // The API calls the page made, in the order of the first load (an id in a path shown as {id}).
    const calls = (marks: Marks) => marks.api.map((call) => ({ ...call, path: call.path.replace(ideaId, '{id}') }));
    for (const path of [...new Set(calls(loads[0]!).map((call) => call.path))]) {
      const seen = loads.map((marks) => calls(marks).find((call) => call.path === path)).filter((call) => call !== undefined);
      const starts = seen.map((call) => call.start);
      const ends = seen.map((call) => call.end);
      const name = `  ${path} answered (${seen.length < loads.length ? `${seen.length} of ${loads.length} loads, ` : ''}sent at ${fmt(median(starts))})`;
      console.log(`  ${name.padEnd(LABEL_WIDTH)}${fmt(median(ends)).padStart(11)}${fmt(Math.max(...ends)).padStart(9)}`);
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
  if (!existsSync(join(webDistDir, 'index.html'))) console.log('\nidea page: dist/web is not built, the browser part is skipped (run `npm run build`)');
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
      console.log('\nidea page on Postgres: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
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
