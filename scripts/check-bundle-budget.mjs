// After `vite build`: the gzip size of the JS each page loads, against DESIGN.md's budgets and issue 16's stricter
// reading of them. Fails the build when the landing page (a visitor's first visit to /) loads more than 100 KB,
// when the app's entry passes its ceiling, or when any chunk loaded on demand — a route, or what a route loads
// later, like the editor — brings the page's JS over 250 KB: counted WITH the entry and everything that loaded it
// (the JS in the page once it has arrived). Sizes are gzip at zlib's default level, as served.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const LANDING_BUDGET = 100_000;
const ENTRY_BUDGET = 120_000;
const PAGE_BUDGET = 250_000;

/**
 * Where the budgets are not met yet (issue 16's closing note and docs/benchmarks.md name the gap): held at what
 * they weigh today, so they cannot grow; lower a figure when it shrinks, and drop it once under the budget.
 */
const HELD = {
  // +0.5 KB on 2026-11-26: loading sign-out's modules (the auth client, the push subscription) on demand took 11 KB
  // from every signed-in page and split a chunk of the entry's.
  entry: 130_000,
  'src/features/idea-page/components/content/rich-content-editor.tsx': 401_500,
  'src/features/idea-sharing/components/manage-access.tsx': 281_000,
  // Signing out (on demand since 2026-11-26; they weighed the same in every signed-in page before).
  'src/lib/auth-client.ts': 290_000,
  'src/lib/browser-push.ts': 280_000,
  'src/features/idea-sharing/components/share-wizard.tsx': 278_500,
  'src/app/routes/idea-garage.tsx': 278_500,
  'src/app/routes/idea-detail.tsx': 271_000,
  'src/features/cofounder-fit/components/cofounder-fit-assessment.tsx': 262_500,
  'src/features/equity-split/components/equity-calculator.tsx': 260_500,
  'src/features/sample-tools/components/brand-name-suggester.tsx': 251_000,
  'src/features/sample-tools/components/domain-tracker.tsx': 250_500,
};

const webDir = new URL('../dist/web/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', webDir), 'utf8'));

const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(new URL(file, webDir))).length);
  return gzipped.get(file);
};

/** A chunk and every chunk it imports statically: what loads with it. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) staticClosure(dependency, seen);
  return seen;
}

const jsSize = (keys) => [...keys].filter((key) => manifest[key].file.endsWith('.js')).reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

/**
 * Every chunk loaded on demand from the app's entry, however deep, with the JS in the page once it has loaded: the
 * entry, the chunks that loaded it (a route for the editor) and its own static imports. Each chunk is visited once.
 */
function pagesFrom(entry) {
  const pages = new Map();
  const visit = (key, loaded) => {
    for (const dependency of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
      const isLazy = (manifest[key].dynamicImports ?? []).includes(dependency);
      if (!isLazy || pages.has(dependency)) continue;
      const withIt = new Set([...loaded, ...staticClosure(dependency)]);
      pages.set(dependency, withIt);
      for (const chunk of staticClosure(dependency)) visit(chunk, withIt);
    }
  };
  for (const chunk of entry) visit(chunk, entry);
  return pages;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const entry = staticClosure('index.html');
const entrySize = jsSize(entry);
const landing = jsSize(staticClosure('landing.html'));
const pages = [...pagesFrom(entry)].map(([key, loaded]) => ({ key, total: jsSize(loaded), budget: HELD[key] ?? PAGE_BUDGET })).sort((a, b) => b.total - a.total);

const held = (budget, target) => (budget === target ? '' : ` (held; budget ${kb(target)})`);
console.log(`landing page (/ for a visitor)   ${kb(landing).padStart(9)}   budget ${kb(LANDING_BUDGET)}`);
console.log(`app entry (every other page)     ${kb(entrySize).padStart(9)}   budget ${kb(HELD.entry ?? ENTRY_BUDGET)}${held(HELD.entry ?? ENTRY_BUDGET, ENTRY_BUDGET)}`);
console.log('JS in the page once a chunk loaded on demand has arrived (with the entry and what loaded it), largest first:');
for (const { key, total, budget } of pages.slice(0, 10)) console.log(`  ${key.padEnd(68)} ${kb(total).padStart(9)}   budget ${kb(budget)}${held(budget, PAGE_BUDGET)}`);

const over = [
  ...(landing > LANDING_BUDGET ? [`the landing page loads ${kb(landing)} of JS (budget ${kb(LANDING_BUDGET)})`] : []),
  ...(entrySize > (HELD.entry ?? ENTRY_BUDGET) ? [`the app's entry is ${kb(entrySize)} (budget ${kb(HELD.entry ?? ENTRY_BUDGET)})`] : []),
  ...pages.filter(({ total, budget }) => total > budget).map(({ key, total, budget }) => `${key} brings the page to ${kb(total)} of JS (budget ${kb(budget)})`),
];
if (over.length > 0) {
  console.error(`Over the front-end budget:\n${over.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
