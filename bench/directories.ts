import { performance } from 'node:perf_hooks';
import { defineDirectory } from '../core/directories/directory-definition';
import type { ShippedEntry } from '../core/directories/shipped-entry';
import { searchDirectory } from '../server/src/directories/directory-search';
import { seedDirectories } from '../server/src/directories/directory-seed';
import { fmt, onEachTarget, verdict } from './bench-targets';
import { percentile } from './ledger';

/*
 * `bench/directories`: the directory engine (ADR 0096) with 10,000 entries in one directory — the budget is a
 * search answering in p95 < 50 ms. The entries are made up for the benchmark (a name and a description of 20 words
 * from a 400-word vocabulary, in four languages, and three facets), seeded the way the app seeds its shipped data;
 * then SEARCHES searches of the kinds a founder makes (no words, one or two word prefixes, filters, both, a later
 * page), timed at the service (the SQL and its reading), on Postgres and on PGlite.
 */

const ENTRIES = 10_000;
const SEARCHES = 400;
const BUDGET_MS = 50;
const STAGES = ['pre-seed', 'seed', 'series-a', 'series-b-plus'];
const REGIONS = ['india', 'us', 'europe', 'southeast-asia', 'africa', 'latin-america', 'global'];
const SECTORS = ['fintech', 'saas', 'consumer', 'health', 'climate', 'deeptech', 'ai', 'edtech', 'agritech'];

/** A deterministic stream of numbers (the same entries and searches every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const next = random(42);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
const some = <T>(items: readonly T[], most: number) => [
  ...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(items))),
];
const VOCABULARY = Array.from({ length: 400 }, (_, index) => `w${index.toString(36)}${'aeiou'[index % 5]}rd`);
const sentence = (words: number) => Array.from({ length: words }, () => pick(VOCABULARY)).join(' ');

type Fields = { stages: string[]; regions: string[]; sectors: string[] };

function syntheticEntries(): ShippedEntry<Fields>[] {
  return Array.from({ length: ENTRIES }, (_, index) => {
    const text = sentence(20);
    return {
      slug: `entry-${index}`,
      name: `${pick(VOCABULARY)} ${pick(VOCABULARY)} ${index}`,
      url: `https://entry-${index}.example.com/`,
      description: { en: text, de: `${text} de`, es: `${text} es`, fr: `${text} fr` },
      fields: { stages: some(STAGES, 2), regions: some(REGIONS, 3), sectors: some(SECTORS, 3) },
      sources: [{ url: `https://entry-${index}.example.com/about`, title: 'About', publisher: 'Example' }],
      verifiedOn: '2026-11-30',
    };
  });
}

const directory = defineDirectory<Fields>({
  id: 'investor-directory',
  entries: syntheticEntries(),
  facets: [
    { key: 'stage', values: STAGES, of: (fields) => fields.stages },
    { key: 'region', values: REGIONS, of: (fields) => fields.regions },
    { key: 'sector', values: SECTORS, of: (fields) => fields.sectors },
  ],
});

/** A search of the kind a founder makes. */
function aSearch(): { q?: string; facet?: string[]; page?: number } {
  const word = () => pick(VOCABULARY).slice(0, 2 + Math.floor(next() * 3));
  switch (Math.floor(next() * 6)) {
    case 0:
      return { page: 1 + Math.floor(next() * 5) };
    case 1:
      return { q: word() };
    case 2:
      return { q: `${word()} ${word()}` };
    case 3:
      return { facet: [`stage:${pick(STAGES)}`, `region:${pick(REGIONS)}`] };
    case 4:
      return { q: word(), facet: [`sector:${pick(SECTORS)}`, `sector:${pick(SECTORS)}`, `region:${pick(REGIONS)}`] };
    default:
      return { facet: [`region:${pick(REGIONS)}`], page: 1 + Math.floor(next() * 20) };
  }
}

/** A reader who added nothing: the search as every user sees the shipped entries. */
const READER = { language: 'en' as const, viewerId: 'bench-reader' };

export async function benchDirectories() {
  await onEachTarget('directories', async ({ label, database }) => {
    await database.migrate();
    console.log(`\ndirectories on ${label}: ${fmt(ENTRIES)} entries, ${SEARCHES} searches`);
    let started = performance.now();
    const seeded = await seedDirectories(database.db, [directory]);
    console.log(`  seed: ${fmt(seeded.added)} added in ${fmt(performance.now() - started)} ms`);
    started = performance.now();
    await seedDirectories(database.db, [directory]);
    console.log(`  seed again, nothing changed (every start): ${fmt(performance.now() - started)} ms`);
    for (let warm = 0; warm < 20; warm++) await searchDirectory(database.db, directory, aSearch(), READER);
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < SEARCHES; run++) {
      const search = aSearch();
      started = performance.now();
      const page = await searchDirectory(database.db, directory, search, READER);
      times.push(performance.now() - started);
      found += page.total;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `  search: p50 ${fmt(percentile(times, 50), 1)} ms, p95 ${fmt(p95, 1)} ms, p99 ${fmt(percentile(times, 99), 1)} ms, max ${fmt(times.at(-1)!, 1)} ms (mean ${fmt(found / SEARCHES)} matches); budget p95 < ${BUDGET_MS} ms: ${verdict(p95 < BUDGET_MS)}`,
    );
  });
}
