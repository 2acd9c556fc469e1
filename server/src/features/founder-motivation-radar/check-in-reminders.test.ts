import type { InboxPage } from '@core/notifications/notification-contracts';
import type { CheckInLogData } from '@core/tools/founder-motivation-radar/check-ins';
import { checkInOf } from '@core/tools/founder-motivation-radar/check-in-test-data';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { sendCheckInReminders } from './check-in-reminders';

const t = useTestServer();
const LOGS = '/api/tools/founder-motivation-radar/documents';
const remind = (iso: string) => sendCheckInReminders(t.server.database.db, t.server.notifier, new Date(iso));
const reminderMails = (to: string) =>
  t.server.mails.filter((m) => m.to === to && m.subject === 'Time for your weekly check-in');

describe('the weekly check-in reminder, on a clock the test gives', () => {
  it('reminds on the chosen day from 08:00 in the log’s zone, once, and not in a week already checked in', async () => {
    // Monday reminders in Berlin (UTC+1 in winter); last week answered, this week (2026-W49, from Mon 30 Nov) not yet.
    const data: CheckInLogData = {
      timeZone: 'Europe/Berlin',
      reminderDay: 1,
      checkIns: [checkInOf('2026-W48', [3, 3, 3, 3, 3])],
    };
    const saved = await expectJson<{ id: string; version: number }>(
      await t.ada.post(LOGS, { name: 'My check-ins', data }),
      201,
    );
    // Bob keeps a log with no reminder: never reminded.
    await expectJson(await t.bob.post(LOGS, { name: 'My check-ins', data: { ...data, reminderDay: null } }), 201);

    // Sun 29 Nov 23:30 UTC is Mon 00:30 in Berlin, and Mon 06:30 UTC is 07:30 there: the day, but before 08:00.
    expect(await remind('2026-11-29T23:30:00Z')).toBe(0);
    expect(await remind('2026-11-30T06:30:00Z')).toBe(0);
    // Mon 07:05 UTC is 08:05 in Berlin: reminded, once; later runs that day and Tuesday send nothing more.
    expect(await remind('2026-11-30T07:05:00Z')).toBe(1);
    expect(await remind('2026-11-30T08:05:00Z')).toBe(0);
    expect(await remind('2026-11-30T20:05:00Z')).toBe(0);
    expect(await remind('2026-12-01T09:05:00Z')).toBe(0);

    const inbox = (await expectJson<InboxPage>(await t.ada.request('/api/notifications'), 200)).notifications.filter(
      (n) => n.kind === 'check_in_reminder',
    );
    expect(inbox.map((n) => [n.subject, n.href])).toEqual([
      ['2026-W49', `/tool/founder-motivation-radar?doc=${saved.id}`],
    ]);
    const mails = reminderMails('ada@example.com');
    expect(mails).toHaveLength(1);
    // 2026-W49 runs Mon 30 Nov – Sun 6 Dec 2026 (core/dates/iso-week.test.ts).
    // Its words, whole: the week and how to answer it — never a score or a note.
    expect(mails[0]!.text.split('\n\n').slice(0, 2)).toEqual([
      'You have not checked in for week 49 (Nov 30, 2026 – Dec 6, 2026) yet.',
      'It takes two minutes: score your energy, motivation, stress, sleep and focus from 1 to 5. You chose this reminder in the Founder Motivation Radar; turn it off there.',
    ]);
    expect(reminderMails('bob@example.com')).toEqual([]);

    // The next week is checked in on Sunday 6 Dec: on Monday 7 Dec nothing is sent.
    const answered = { ...data, checkIns: [checkInOf('2026-W50', [4, 4, 4, 4, 4]), ...data.checkIns] };
    await expectJson(
      await t.ada.request(`${LOGS}/${saved.id}`, {
        method: 'PUT',
        json: { name: 'My check-ins', data: answered, version: saved.version },
      }),
      200,
    );
    expect(await remind('2026-12-07T09:05:00Z')).toBe(0);
    // The week after, still unanswered on Monday 14 Dec (2026-W51): reminded again.
    expect(await remind('2026-12-14T07:05:00Z')).toBe(1);
    expect(reminderMails('ada@example.com')).toHaveLength(2);
  });
});
