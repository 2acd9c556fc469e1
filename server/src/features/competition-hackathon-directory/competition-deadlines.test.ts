import { localDayAndHour } from '@core/dates/local-time';
import {
  daysFromTo,
  type TrackedDeadlines,
  type TrackedDeadlineView,
} from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';

const t = useTestServer();
const BASE = '/api/competition-hackathon-directory/deadlines';
const RICE = 'rice-business-plan-competition';
const MIT = 'mit-100k-entrepreneurship-competition';

const track = (client: TestClient, entry: string, json: unknown) =>
  client.request(`${BASE}/${entry}`, { method: 'PUT', json });
const listOf = async (client: TestClient) =>
  (await expectJson<TrackedDeadlines>(await client.request(BASE), 200)).deadlines;
const issuesOf = async (response: Response) =>
  (await expectJson<{ error: { issues: { path: string; message: string }[] } }>(response, 422)).error.issues.map(
    ({ path, message }) => ({ path, message }),
  );
const dayIn = (timeZone: string, days = 0) =>
  new Date(Date.parse(`${localDayAndHour(timeZone, new Date()).day}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

describe('Track deadline', () => {
  it('tracks a shipped entry’s deadline, lists it soonest first with its name, page and days left, and changes it', async () => {
    const client = await t.server.signedInClient('tracker@example.com');
    expect(await listOf(client)).toEqual([]);
    const rice = await expectJson<TrackedDeadlineView>(
      await track(client, RICE, {
        deadlineOn: '2099-02-24',
        note: '  Batch W27 application ',
        timeZone: 'Asia/Kolkata',
      }),
      200,
    );
    expect(rice).toEqual({
      entry: RICE,
      name: 'Rice Business Plan Competition',
      url: 'https://rbpc.rice.edu/compete/competition-rules-and-format',
      deadlineOn: '2099-02-24',
      note: 'Batch W27 application',
      timeZone: 'Asia/Kolkata',
      daysLeft: daysFromTo(dayIn('Asia/Kolkata'), '2099-02-24'),
    });
    await expectJson(await track(client, MIT, { deadlineOn: '2099-01-10', timeZone: 'America/New_York' }), 200);
    expect((await listOf(client)).map(({ entry, note }) => [entry, note])).toEqual([
      [MIT, ''],
      [RICE, 'Batch W27 application'],
    ]);

    // PUT again: the same entry's deadline changes, still one.
    await expectJson(await track(client, RICE, { deadlineOn: '2098-12-01', note: '', timeZone: 'Europe/Paris' }), 200);
    expect((await listOf(client)).map(({ entry, deadlineOn, timeZone }) => [entry, deadlineOn, timeZone])).toEqual([
      [RICE, '2098-12-01', 'Europe/Paris'],
      [MIT, '2099-01-10', 'America/New_York'],
    ]);

    expect((await client.request(`${BASE}/${RICE}`, { method: 'DELETE' })).status).toBe(204);
    expect((await listOf(client)).map(({ entry }) => entry)).toEqual([MIT]);
    expect((await client.request(`${BASE}/${RICE}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('takes today in the founder’s zone, and refuses yesterday, naming the day', async () => {
    const client = await t.server.signedInClient('today@example.com');
    // Kiritimati is UTC+14: its today may be the server's tomorrow.
    const today = await expectJson<TrackedDeadlineView>(
      await track(client, RICE, { deadlineOn: dayIn('Pacific/Kiritimati'), timeZone: 'Pacific/Kiritimati' }),
      200,
    );
    expect(today.daysLeft).toBe(0);
    expect(
      await issuesOf(
        await track(client, MIT, { deadlineOn: dayIn('Pacific/Kiritimati', -1), timeZone: 'Pacific/Kiritimati' }),
      ),
    ).toEqual([
      {
        path: 'deadlineOn',
        message: 'This day has passed: enter the deadline of an edition still open (today or later)',
      },
    ]);
  });

  it('refuses what the form would refuse, each by its field, and an entry the directory does not ship', async () => {
    const client = await t.server.signedInClient('refused@example.com');
    expect(await issuesOf(await track(client, RICE, { deadlineOn: '2099-02-30', timeZone: 'Mars/Olympus' }))).toEqual([
      { path: 'deadlineOn', message: 'Enter the deadline’s day' },
      { path: 'timeZone', message: 'Choose a time zone' },
    ]);
    expect(
      await issuesOf(await track(client, RICE, { deadlineOn: '2099-02-01', note: 'x'.repeat(201), timeZone: 'UTC' })),
    ).toEqual([{ path: 'note', message: 'A note must be at most 200 characters' }]);
    const unknown = { path: 'entry', message: 'Not an entry of the Competition & Hackathon Directory' };
    expect(await issuesOf(await track(client, 'made-up-prize', { deadlineOn: '2099-02-01', timeZone: 'UTC' }))).toEqual(
      [unknown],
    );
    expect(await issuesOf(await client.request(`${BASE}/made-up-prize`, { method: 'DELETE' }))).toEqual([unknown]);
    expect(await listOf(client)).toEqual([]);
  });
});
