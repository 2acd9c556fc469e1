import type { DirectoryEntryView, DirectoryPage } from '@core/directories/directory-contracts';
import { DIRECTORIES } from '@core/tools/tool-directories';
import { describe, expect, it } from 'vitest';
import { seedDirectories } from '../../directories/directory-seed';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/* What users add to a directory (ADR 0100), through the routes, cell by cell for who may do what. */
const t = useTestServer();
const BASE = '/api/directories/investor-directory';
const FUND = {
  name: 'Konkani Angels',
  url: 'https://konkani-angels.example.org/',
  description: 'An angel network backing seed-stage founders in Goa.',
  facets: ['stage:seed', 'geography:india'],
};

const suggest = async (client: TestClient, input: object = FUND) =>
  expectJson<DirectoryEntryView>(await client.post(`${BASE}/suggestions`, input), 201);
const search = async (client: TestClient, q: string) =>
  (await expectJson<DirectoryPage>(await client.request(`${BASE}/entries?q=${encodeURIComponent(q)}`), 200)).entries;
const waitingFor = async (client: TestClient) =>
  (await expectJson<DirectoryEntryView[]>(await client.request(`${BASE}/suggestions`), 200)).map((entry) => entry.name);
const confirm = (client: TestClient, slug: string) => client.post(`${BASE}/entries/${slug}/confirm`, {});

describe('suggestions', () => {
  it('are in the results for their author at once, for others to confirm, and for everyone after two confirmations', async () => {
    const carol = await t.server.signedInClient('carol@example.com', 'Carol Chen');
    const entry = await suggest(t.ada);
    expect(entry).toMatchObject({
      name: 'Konkani Angels',
      url: 'https://konkani-angels.example.org/',
      description: 'An angel network backing seed-stage founders in Goa.',
      fields: {},
      sources: [
        {
          url: 'https://konkani-angels.example.org/',
          title: 'Konkani Angels',
          publisher: 'konkani-angels.example.org',
        },
      ],
      community: { status: 'waiting', suggestedByYou: true, confirmations: 0, confirmedByYou: false },
      outdated: { reports: 0, reportedByYou: false },
    });
    expect(entry.slug).toMatch(/^community-[0-9a-f-]{36}$/);
    // Its author finds it (by its words and its filters); Bob does not, but sees it waiting for his confirmation.
    expect((await search(t.ada, 'konkani')).map((found) => found.name)).toEqual(['Konkani Angels']);
    expect(await search(t.bob, 'konkani')).toEqual([]);
    expect(await waitingFor(t.bob)).toEqual(['Konkani Angels']);
    expect(await waitingFor(t.ada)).toEqual([]);

    // Ada cannot confirm her own; Bob's confirmation counts once, however often he sends it.
    const own = await expectJson<{ error: { message: string } }>(await confirm(t.ada, entry.slug), 422);
    expect(own.error.message).toBe('Your own suggestion is confirmed by others.');
    await confirm(t.bob, entry.slug);
    const again = await expectJson<DirectoryEntryView>(await confirm(t.bob, entry.slug), 200);
    expect(again.community).toEqual({
      status: 'waiting',
      suggestedByYou: false,
      confirmations: 1,
      confirmedByYou: true,
    });
    expect(await search(t.bob, 'konkani')).toEqual([]);

    // Carol's is the second: published, for everyone; confirming it now is a 409.
    const published = await expectJson<DirectoryEntryView>(await confirm(carol, entry.slug), 200);
    expect(published.community).toMatchObject({ status: 'published', confirmations: 2 });
    expect((await search(t.bob, 'goa')).map((found) => found.name)).toEqual(['Konkani Angels']);
    expect(await waitingFor(t.bob)).toEqual([]);
    expect((await confirm(t.bob, entry.slug)).status).toBe(409);

    // The seed step leaves what users added alone.
    await seedDirectories(t.server.database.db, DIRECTORIES);
    expect((await search(t.bob, 'konkani')).map((found) => found.name)).toEqual(['Konkani Angels']);
  });

  it('refuse a link that is no public page, a filter the directory lacks, and missing words, naming the field', async () => {
    const issues = async (input: object) =>
      (
        await expectJson<{ error: { issues: { path: string; message: string }[] } }>(
          await t.ada.post(`${BASE}/suggestions`, { ...FUND, ...input }),
          422,
        )
      ).error.issues.map(({ path, message }) => [path, message]);
    const link = 'Enter the address of its public page, starting with https:// or http://';
    expect(await issues({ url: 'javascript:alert(1)' })).toEqual([['url', link]]);
    expect(await issues({ url: 'https://localhost/' })).toEqual([['url', link]]);
    expect(await issues({ name: '  ', description: '' })).toEqual([
      ['name', 'Name is required'],
      ['description', 'Say in a sentence what it is and who it is for'],
    ]);
    expect(await issues({ facets: ['stage:late'] })).toEqual([['facets', 'Unknown filter: stage:late']]);
    expect(await issues({ description: 'x'.repeat(601) })).toEqual([['description', 'At most 600 characters']]);
  });

  it('are limited to 5 a day per user (a 429 saying so)', async () => {
    const dan = await t.server.signedInClient('dan@example.com', 'Dan Doe');
    for (let index = 0; index < 5; index++) await suggest(dan, { ...FUND, name: `Fund ${index}` });
    const refused = await expectJson<{ error: { message: string } }>(
      await dan.post(`${BASE}/suggestions`, { ...FUND, name: 'Fund 6' }),
      429,
    );
    expect(refused.error.message).toBe('You can suggest up to 5 entries a day. Try again tomorrow.');
  });

  it('are withdrawn by their author only: anyone else gets a 404', async () => {
    const { slug } = await suggest(t.ada, { ...FUND, name: 'Withdrawn Fund' });
    expect((await t.bob.request(`${BASE}/suggestions/${slug}`, { method: 'DELETE' })).status).toBe(404);
    expect((await t.ada.request(`${BASE}/suggestions/${slug}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.ada.request(`${BASE}/suggestions/${slug}`, { method: 'DELETE' })).status).toBe(404);
    // A shipped entry is nobody's suggestion.
    expect((await t.ada.request(`${BASE}/suggestions/y-combinator`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('Report outdated', () => {
  it('counts each reader once on a shipped entry, keeping their latest note', async () => {
    const report = async (client: TestClient, note?: string) =>
      expectJson<DirectoryEntryView>(
        await client.post(`${BASE}/entries/y-combinator/outdated`, note ? { note } : {}),
        200,
      );
    expect((await report(t.ada, 'The cheque changed in 2026')).outdated).toEqual({ reports: 1, reportedByYou: true });
    expect((await report(t.ada, 'Still wrong')).outdated).toEqual({ reports: 1, reportedByYou: true });
    expect((await report(t.bob)).outdated).toEqual({ reports: 2, reportedByYou: true });
    const [yc] = await search(t.ada, 'combinator');
    expect(yc!.outdated).toEqual({ reports: 2, reportedByYou: true });
  });

  it("is a 404 for another user's waiting suggestion, and for an entry that does not exist", async () => {
    const { slug } = await suggest(t.ada, { ...FUND, name: 'Hidden Fund' });
    expect((await t.bob.post(`${BASE}/entries/${slug}/outdated`, {})).status).toBe(404);
    expect((await t.bob.post(`${BASE}/entries/no-such-entry/outdated`, {})).status).toBe(404);
    expect((await t.bob.post(`${BASE}/entries/no-such-entry/confirm`, {})).status).toBe(404);
  });
});

describe('who may', () => {
  it.each([
    ['GET', '/suggestions'],
    ['POST', '/suggestions'],
    ['DELETE', '/suggestions/y-combinator'],
    ['POST', '/entries/y-combinator/confirm'],
    ['POST', '/entries/y-combinator/outdated'],
  ])('%s %s: a visitor is asked to sign in', async (method, path) => {
    expect(
      (await t.visitor.request(`${BASE}${path}`, { method, json: method === 'GET' ? undefined : {} })).status,
    ).toBe(401);
  });

  it('confirm an entry the app ships: nobody (a 409)', async () => {
    expect((await confirm(t.bob, 'y-combinator')).status).toBe(409);
  });
});
