import { defineDirectory } from '@core/directories/directory-definition';
import type { ShippedEntry } from '@core/directories/shipped-entry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { directoryEntries } from '../db/schema/directory-entries';
import { AppError } from '../lib/errors';
import { createTestDatabase } from '../testing/test-database';
import { searchDirectory } from './directory-search';
import { seedDirectories } from './directory-seed';

type Fields = { stages: string[]; regions: string[] };
const words = (en: string, de = `${en} (de)`) => ({ en, de, es: `${en} (es)`, fr: `${en} (fr)` });
const entry = (
  slug: string,
  name: string,
  description: ReturnType<typeof words>,
  fields: Fields,
): ShippedEntry<Fields> => ({
  slug,
  name,
  url: `https://${slug}.example.com/`,
  description,
  fields,
  sources: [{ url: `https://${slug}.example.com/about`, title: 'About', publisher: name }],
  verifiedOn: '2026-11-30',
});
const ENTRIES = [
  entry('seedcamp', 'Seedcamp', words('A European seed fund.', 'Ein europäischer Seed-Fonds für Gründerinnen.'), {
    stages: ['pre-seed', 'seed'],
    regions: ['europe'],
  }),
  entry('blume', 'Blume Ventures', words('An Indian early-stage fund.'), {
    stages: ['seed', 'series-a'],
    regions: ['india'],
  }),
  entry('accel', 'Accel', words('A venture firm investing from seed to growth.'), {
    stages: ['seed', 'series-a', 'series-b-plus'],
    regions: ['india', 'europe', 'us'],
  }),
];
const directory = (entries: readonly ShippedEntry<Fields>[]) =>
  defineDirectory<Fields>({
    id: 'investor-directory',
    entries,
    facets: [
      { key: 'stage', values: ['pre-seed', 'seed', 'series-a', 'series-b-plus'], of: (fields) => fields.stages },
      { key: 'region', values: ['india', 'europe', 'us'], of: (fields) => fields.regions },
    ],
  });

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // A test database is as a server's first start left it, with the shipped entries: these tests seed their own.
  await database.db.delete(directoryEntries);
});
afterAll(() => database?.close());

const names = async (search: Parameters<typeof searchDirectory>[2], language: 'en' | 'de' = 'en') =>
  (
    await searchDirectory(database.db, directory(ENTRIES), search, { language: language, viewerId: 'reader' })
  ).entries.map((found) => found.name);

describe('the directories’ seed and search (ADR 0096)', () => {
  it('adds the shipped entries, changes nothing when run again, updates a changed one and removes one no longer shipped', async () => {
    expect(await seedDirectories(database.db, [directory(ENTRIES)])).toEqual({ added: 3, updated: 0, removed: 0 });
    expect(await seedDirectories(database.db, [directory(ENTRIES)])).toEqual({ added: 0, updated: 0, removed: 0 });
    const renamed = [{ ...ENTRIES[0]!, name: 'Seedcamp Fund' }, ENTRIES[1]!];
    expect(await seedDirectories(database.db, [directory(renamed)])).toEqual({ added: 0, updated: 1, removed: 1 });
    expect(await names({})).toEqual(['Blume Ventures', 'Seedcamp Fund']);
    expect(await seedDirectories(database.db, [directory(ENTRIES)])).toEqual({ added: 1, updated: 1, removed: 0 });
  });

  it('lists by name, in the reader’s language, with its sources and day', async () => {
    const page = await searchDirectory(database.db, directory(ENTRIES), {}, { language: 'de', viewerId: 'reader' });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.entries[2]).toEqual({
      slug: 'seedcamp',
      name: 'Seedcamp',
      url: 'https://seedcamp.example.com/',
      description: 'Ein europäischer Seed-Fonds für Gründerinnen.',
      fields: { stages: ['pre-seed', 'seed'], regions: ['europe'] },
      sources: [{ url: 'https://seedcamp.example.com/about', title: 'About', publisher: 'Seedcamp' }],
      verifiedOn: '2026-11-30',
      // Shipped by the app, and nobody said it is outdated.
      community: null,
      outdated: { reports: 0, reportedByYou: false },
    });
  });

  it('finds words at the start of a word of the name or a description in any language, all words required, accents ignored', async () => {
    expect(await names({ q: 'ventur' })).toEqual(['Accel', 'Blume Ventures']);
    expect(await names({ q: 'indian fund' })).toEqual(['Blume Ventures']);
    // 'Gründerinnen' is in Seedcamp's German description only: found from any language, with or without the accent.
    expect(await names({ q: 'grunder' })).toEqual(['Seedcamp']);
    expect(await names({ q: 'GRÜNDER' })).toEqual(['Seedcamp']);
    expect(await names({ q: 'nothing like it' })).toEqual([]);
    expect(await names({ q: ' ,;! ' })).toEqual(['Accel', 'Blume Ventures', 'Seedcamp']);
  });

  it('filters by facets: any of the values chosen for one key, and every key chosen', async () => {
    expect(await names({ facet: ['stage:pre-seed'] })).toEqual(['Seedcamp']);
    expect(await names({ facet: ['stage:pre-seed', 'stage:series-b-plus'] })).toEqual(['Accel', 'Seedcamp']);
    expect(await names({ facet: ['stage:seed', 'region:india'] })).toEqual(['Accel', 'Blume Ventures']);
    expect(await names({ facet: ['stage:series-a', 'region:europe'], q: 'firm' })).toEqual(['Accel']);
  });

  it('refuses a filter the directory does not have, naming it', async () => {
    const refused = await searchDirectory(
      database.db,
      directory(ENTRIES),
      { facet: ['stage:late'] },
      { language: 'en', viewerId: 'reader' },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Unknown filter: stage:late' });
  });

  it('pages by 20, counting every match, also on a page past the last', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      entry(`fund-${String(index).padStart(2, '0')}`, `Fund ${String(index).padStart(2, '0')}`, words('A fund.'), {
        stages: ['seed'],
        regions: ['us'],
      }),
    );
    await seedDirectories(database.db, [directory(many)]);
    const pageOf = (page: number) =>
      searchDirectory(database.db, directory(many), { page }, { language: 'en', viewerId: 'reader' });
    expect((await pageOf(1)).entries.map((found) => found.name).slice(0, 2)).toEqual(['Fund 00', 'Fund 01']);
    // 45 entries: pages of 20, 20 and 5.
    expect((await pageOf(3)).entries.map((found) => found.name)).toEqual([
      'Fund 40',
      'Fund 41',
      'Fund 42',
      'Fund 43',
      'Fund 44',
    ]);
    expect(await pageOf(4)).toMatchObject({ entries: [], total: 45, page: 4 });
  });

  it('loads a directory larger than one statement can carry (11 parameters a row, 65,535 a statement: 5,957 rows)', async () => {
    const large = Array.from({ length: 6_000 }, (_, index) =>
      entry(`large-${index}`, `Large ${index}`, words('A fund.'), { stages: ['seed'], regions: ['us'] }),
    );
    expect(await seedDirectories(database.db, [directory(large)])).toMatchObject({ added: 6_000 });
    expect(
      (await searchDirectory(database.db, directory(large), {}, { language: 'en', viewerId: 'reader' })).total,
    ).toBe(6_000);
  });
});
