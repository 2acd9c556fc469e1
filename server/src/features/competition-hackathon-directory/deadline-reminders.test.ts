import type { InboxPage } from '@core/notifications/notification-contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { sendDeadlineReminders } from './deadline-reminders';

const t = useTestServer();
const BASE = '/api/competition-hackathon-directory/deadlines';
const RICE = 'rice-business-plan-competition';
const MIT = 'mit-100k-entrepreneurship-competition';

const track = async (client: TestClient, entry: string, deadlineOn: string, timeZone: string, note = '') =>
  expectJson(await client.request(`${BASE}/${entry}`, { method: 'PUT', json: { deadlineOn, note, timeZone } }), 200);
const remind = (iso: string) => sendDeadlineReminders(t.server.database.db, t.server.notifier, new Date(iso));
const inboxOf = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications
    .filter((n) => n.kind === 'competition_deadline')
    .map((n) => [n.subject, n.excerpt, n.href]);
const mailsTo = (email: string) =>
  t.server.mails.filter((mail) => mail.to === email && mail.subject.includes('deadline for'));

describe('the deadline reminders, on a clock the test gives', () => {
  it('remind 7 days before and on the day, from 08:00 in the founder’s zone, each once', async () => {
    const client = await t.server.signedInClient('reminded@example.com');
    // Berlin is UTC+1 in early March.
    await track(client, RICE, '2099-03-10', 'Europe/Berlin', 'Batch W27 application');
    expect(await remind('2099-03-03T06:30:00Z')).toBe(0);
    expect(await remind('2099-03-03T07:30:00Z')).toBe(1);
    expect(await remind('2099-03-03T12:00:00Z')).toBe(0);
    expect(await remind('2099-03-05T09:00:00Z')).toBe(0);
    expect(await inboxOf(client)).toEqual([
      ['Rice Business Plan Competition', '2099-03-10', '/tool/competition-hackathon-directory'],
    ]);
    const [early, ...others] = mailsTo('reminded@example.com');
    expect(others).toEqual([]);
    expect(early!.subject).toBe('The deadline for Rice Business Plan Competition is Mar 10, 2099');
    expect(early!.text).toContain(
      'You are tracking the deadline for Rice Business Plan Competition: Mar 10, 2099. Check the official page for the exact time.\n\nYour note: Batch W27 application\n\n',
    );
    expect(early!.text).toContain(
      'Open your tracked deadlines: http://localhost:3000/tool/competition-hackathon-directory',
    );

    // On the day: 06:59 UTC is 07:59 in Berlin; two instances at 07:00 UTC tell it once.
    expect(await remind('2099-03-10T06:59:00Z')).toBe(0);
    expect((await Promise.all([remind('2099-03-10T07:00:00Z'), remind('2099-03-10T07:00:00Z')])).sort()).toEqual([
      0, 1,
    ]);
    expect(await remind('2099-03-10T20:00:00Z')).toBe(0);
    expect(mailsTo('reminded@example.com').at(-1)!.subject).toBe(
      'Today is the deadline for Rice Business Plan Competition',
    );
    expect(await inboxOf(client)).toHaveLength(2);
    // Past the day: nothing more.
    expect(await remind('2099-03-11T09:00:00Z')).toBe(0);
  });

  it('keeps the founder’s own day: Auckland’s 08:00 is the evening before in UTC', async () => {
    const client = await t.server.signedInClient('auckland@example.com');
    // Auckland is UTC+13 in March: 2 March 19:30 UTC is 3 March 08:30 there, 7 days before.
    await track(client, MIT, '2099-03-10', 'Pacific/Auckland');
    expect(await remind('2099-03-02T18:30:00Z')).toBe(0);
    expect(await remind('2099-03-02T19:30:00Z')).toBe(1);
  });

  it('reminds once of a deadline tracked less than a week ahead, and afresh after its day changes', async () => {
    const client = await t.server.signedInClient('late@example.com');
    await track(client, RICE, '2099-06-04', 'UTC');
    // Three days ahead: the week's reminder, once.
    expect(await remind('2099-06-01T08:00:00Z')).toBe(1);
    expect(await remind('2099-06-02T08:00:00Z')).toBe(0);
    // A note alone changes nothing; a new day is reminded of again, a week before it.
    await track(client, RICE, '2099-06-04', 'UTC', 'Check the form');
    expect(await remind('2099-06-02T09:00:00Z')).toBe(0);
    await track(client, RICE, '2099-06-20', 'UTC');
    expect(await remind('2099-06-12T08:00:00Z')).toBe(0);
    expect(await remind('2099-06-13T08:00:00Z')).toBe(1);
    // Stopped: nothing more.
    expect((await client.request(`${BASE}/${RICE}`, { method: 'DELETE' })).status).toBe(204);
    expect(await remind('2099-06-20T08:00:00Z')).toBe(0);
  });

  it('respects E-mail notifications off: the inbox only', async () => {
    const client = await t.server.signedInClient('quiet@example.com');
    expect(
      (await client.request('/api/preferences', { method: 'PATCH', json: { emailNotifications: false } })).status,
    ).toBe(200);
    await track(client, MIT, '2099-09-01', 'Asia/Kolkata');
    // 1 Sep 02:30 UTC is 08:00 in India.
    expect(await remind('2099-09-01T02:30:00Z')).toBe(1);
    expect(await inboxOf(client)).toEqual([
      ['MIT $100K Entrepreneurship Competition', '2099-09-01', '/tool/competition-hackathon-directory'],
    ]);
    expect(mailsTo('quiet@example.com')).toEqual([]);
  });
});
