import { describe, expect, it } from 'vitest';
import { exportOf } from '../../testing/import-test-fixture';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/*
 * The tracked deadlines in 'Export my data' and 'Import data' (ADR 0099): each by its entry, day, note and zone, not
 * which reminders went out; the import adds those for entries the account tracks none of, once.
 */
const t = useTestServer();
const BASE = '/api/competition-hackathon-directory/deadlines';
const importInto = (client: TestClient, file: unknown) =>
  client.request('/api/account/import', { method: 'POST', json: file });

describe('the tracked deadlines in the account file', () => {
  it('are exported soonest first and imported once, an entry tracked already keeping its own day', async () => {
    const owner = await t.server.signedInClient('exporter@example.com');
    const track = (client: TestClient, entry: string, deadlineOn: string, note = '') =>
      client.request(`${BASE}/${entry}`, { method: 'PUT', json: { deadlineOn, note, timeZone: 'Asia/Kolkata' } });
    await track(owner, 'rice-business-plan-competition', '2099-04-10', 'Pitch day');
    await track(owner, 'mit-100k-entrepreneurship-competition', '2099-01-15');
    const file = await exportOf(owner);
    expect(file.version).toBe(8);
    expect(file.competitionDeadlines).toEqual([
      {
        entry: 'mit-100k-entrepreneurship-competition',
        deadlineOn: '2099-01-15',
        note: '',
        timeZone: 'Asia/Kolkata',
        createdAt: expect.any(String),
      },
      {
        entry: 'rice-business-plan-competition',
        deadlineOn: '2099-04-10',
        note: 'Pitch day',
        timeZone: 'Asia/Kolkata',
        createdAt: expect.any(String),
      },
    ]);

    const fresh = await t.server.signedInClient('importer@example.com');
    await track(fresh, 'rice-business-plan-competition', '2099-05-01', 'My own');
    expect(await expectJson(await importInto(fresh, file), 200)).toMatchObject({
      competitionDeadlines: { added: 1, alreadyThere: 1 },
    });
    expect(
      (await exportOf(fresh)).competitionDeadlines.map(({ entry, deadlineOn, note }) => [entry, deadlineOn, note]),
    ).toEqual([
      ['mit-100k-entrepreneurship-competition', '2099-01-15', ''],
      ['rice-business-plan-competition', '2099-05-01', 'My own'],
    ]);
    expect(await expectJson(await importInto(fresh, file), 200)).toMatchObject({
      competitionDeadlines: { added: 0, alreadyThere: 2 },
    });
  });

  it('refuses an entry the directory does not ship, or twice the same, by its place; reads a version 4 file', async () => {
    const client = await t.server.signedInClient('bad-deadlines@example.com');
    const base = await exportOf(client);
    const deadline = { entry: 'made-up-prize', deadlineOn: '2099-01-01', note: '', timeZone: 'UTC' };
    const unknown = await importInto(client, { ...base, competitionDeadlines: [deadline] });
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toContain('"path":"competitionDeadlines.0.entry"');
    const rice = { ...deadline, entry: 'rice-business-plan-competition' };
    const twice = await importInto(client, { ...base, competitionDeadlines: [rice, rice] });
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain('"path":"competitionDeadlines.1.entry"');

    const { competitionDeadlines: _, ...older } = { ...base, version: 4 };
    expect(await expectJson(await importInto(client, older), 200)).toMatchObject({
      competitionDeadlines: { added: 0, alreadyThere: 0 },
    });
    expect((await exportOf(client)).competitionDeadlines).toEqual([]);
  });
});
