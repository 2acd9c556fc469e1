// After `vite build`: the gzip size of the JS each page loads, against DESIGN.md's budgets and issue 16's stricter
// reading of them (ADR 0040). Fails the build when the landing page (a visitor's first visit to /) loads more than
// 100 KB, when the app's entry passes 120 KB, or when a route — the entry and the modules its page loads
// (core/pages/page-modules.ts, what the server preloads with it) — passes 250 KB, or when the landing, the entry or a
// visitor's page loads the app's shared chunk (ADR 0124). What a page loads later, on a click,
// a focus or a pointer (a dialog, the editor, sign-out, a language's messages), is printed with the largest page
// that loads it, not budgeted. Sizes are gzip at zlib's default level, as served. Run with tsx, as
// `npm run build:web` does.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES, VISITOR_PAGES } from '../core/pages/page-modules';
import type { ViteManifest } from '../core/pages/vite-manifest';
import { bundlePages, pagesLoadingChunk } from './bundle-pages';

const LANDING_BUDGET = 100_000;
const ENTRY_BUDGET = 120_000;
const ROUTE_BUDGET = 250_000;

const webDir = new URL('../dist/web/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', webDir), 'utf8')) as ViteManifest;
/** Each file gzipped once: a chunk is counted in many pages. */
const gzipped = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(new URL(file, webDir))).length);
  return gzipped.get(file)!;
};
const { landing, entry, routes, onDemand } = bundlePages(manifest, gzipSize, PAGE_MODULES, {
  'src/app/routes/not-found.tsx': '(any other address)',
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const line = (label: string, total: number, budget?: number) => {
  const limit = budget ? ` budget ${kb(budget).padStart(8)}` : '';
  return `${label.padEnd(60)} ${kb(total).padStart(9)}  ${limit}`;
};

console.log(line('landing page (/ for a visitor)', landing, LANDING_BUDGET));
console.log(line('app entry (every other page)', entry, ENTRY_BUDGET));
console.log('Each route, with the entry (in English; another language adds its messages, below):');
for (const { route, total } of routes) console.log(line(`  ${route}`, total, ROUTE_BUDGET));
console.log('Loaded later, on demand: the largest page that loads it, once it has come (not budgeted):');
for (const { key, route, total } of onDemand.slice(0, 10))
  console.log(line(`  ${key.replace(/^.*\//, '')} (${route})`, total));

const over = [
  ...(landing > LANDING_BUDGET ? [`the landing page loads ${kb(landing)} of JS (budget ${kb(LANDING_BUDGET)})`] : []),
  ...(entry > ENTRY_BUDGET ? [`the app's entry is ${kb(entry)} (budget ${kb(ENTRY_BUDGET)})`] : []),
  ...routes
    .filter(({ total }) => total > ROUTE_BUDGET)
    .map(({ route, total }) => `${route} loads ${kb(total)} of JS (budget ${kb(ROUTE_BUDGET)})`),
  // The app's shared chunk holds what signed-in pages share: a visitor's page loading it would pay for all of it.
  ...(Object.values(manifest).some((chunk) => chunk.name === 'app-shared')
    ? []
    : ['the build made no app-shared chunk (scripts/start-chunks.ts): this check would see nothing']),
  ...pagesLoadingChunk(manifest, 'app-shared', VISITOR_PAGES).map(
    (page) => `${page} loads the app's shared chunk (app-shared), which is for the app's pages only`,
  ),
];
if (over.length > 0) {
  console.error(`Over the front-end budget:\n${over.map((reason) => `  - ${reason}`).join('\n')}`);
  process.exit(1);
}
