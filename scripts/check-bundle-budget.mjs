// After `vite build`: the gzip size of the JS each page loads, against DESIGN.md's budgets. Fails the build
// when the landing page (a visitor's first visit to /) loads more than 100 KB, or when any route adds more
// than 250 KB to what the app's entry has already loaded. Sizes are gzip at zlib's default level, as served.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const LANDING_BUDGET = 100_000;
const ROUTE_BUDGET = 250_000;
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

/** Every chunk loaded on demand from the app's entry, however deep (each chunk visited once: cycles end). */
function lazyChunks(key, found = new Set(), seen = new Set()) {
  if (seen.has(key)) return found;
  seen.add(key);
  for (const dependency of manifest[key].dynamicImports ?? []) found.add(dependency);
  for (const dependency of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) lazyChunks(dependency, found, seen);
  return found;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const entry = staticClosure('index.html');
const landing = jsSize(staticClosure('landing.html'));
const routes = [...lazyChunks('index.html')]
  .map((key) => ({ key, added: jsSize([...staticClosure(key)].filter((chunk) => !entry.has(chunk))) }))
  .sort((a, b) => b.added - a.added);

console.log(`landing page (/ for a visitor)   ${kb(landing).padStart(9)}   budget ${kb(LANDING_BUDGET)}`);
console.log(`app entry (every other page)     ${kb(jsSize(entry)).padStart(9)}`);
console.log('largest chunks loaded on demand (added to the entry):');
for (const { key, added } of routes.slice(0, 8)) console.log(`  ${key.padEnd(60)} ${kb(added).padStart(9)}   with the entry ${kb(added + jsSize(entry)).padStart(9)}`);

const over = [
  ...(landing > LANDING_BUDGET ? [`the landing page loads ${kb(landing)} of JS (budget ${kb(LANDING_BUDGET)})`] : []),
  ...routes.filter(({ added }) => added > ROUTE_BUDGET).map(({ key, added }) => `${key} adds ${kb(added)} of JS (budget ${kb(ROUTE_BUDGET)})`),
];
if (over.length > 0) {
  console.error(`Over the front-end budget:\n${over.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
