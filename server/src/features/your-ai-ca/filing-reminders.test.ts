import type { InboxPage } from '@core/notifications/notification-contracts';
import type { FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { sendFilingReminders } from './filing-reminders';

const t = useTestServer();
const BASE = '/api/your-ai-ca';

const add = async (client: TestClient, type: string, dueDate: string) =>
  expectJson<FilingView>(
    await client.post(`${BASE}/filings`, { type, period: '2026-11', dueDate, recurrence: 'monthly' }),
    201,
  );
const remind = (iso: string) => sendFilingReminders(t.server.database.db, t.server.notifier, new Date(iso));
const inboxOf = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications.filter(
    (n) => n.kind === 'filing_due',
  );
const mailsTo = (email: string) =>
  t.server.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Reminder'));

describe('the filing reminders, on a clock the test gives', () => {
  it('remind of filings due within 3 days (today included), once, in the inbox and by mail', async () => {
    await add(t.ada, 'GSTR-3B', '2026-12-20');
    await add(t.ada, 'TDS deposit', '2026-12-17');
    await add(t.ada, 'GSTR-1', '2026-12-21');
    await add(t.ada, 'Late one', '2026-12-16');
    const filed = await add(t.ada, 'Already filed', '2026-12-18');
    await t.ada.post(`${BASE}/filings/${filed.id}/file`, { filedOn: '2026-12-10' });

    // 16 Dec 20:00 UTC is 17 Dec 01:30 in India: 17 Dec is today. Due 17 Dec (0 days left) and 20 Dec (3 days
    // left) are reminded; 21 Dec (4 days), 16 Dec (overdue) and the filed one are not.
    expect(await remind('2026-12-16T20:00:00Z')).toBe(2);
    // Filings the user typed: no rule, their names as typed.
    expect((await inboxOf(t.ada)).map((n) => [n.subject, n.excerpt, n.href, n.ruleId]).sort()).toEqual([
      ['GSTR-3B', '2026-12-20', '/tool/your-ai-ca', undefined],
      ['TDS deposit', '2026-12-17', '/tool/your-ai-ca', undefined],
    ]);
    const [mail, ...others] = mailsTo('ada@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Reminder: 2 filings are due soon');
    expect(mail!.text).toContain(
      'These filings in your compliance calendar are due soon:\n\nTDS deposit: due Dec 17, 2026\n\nGSTR-3B: due Dec 20, 2026\n\n',
    );
    expect(mail!.text).toContain('Open Your AI CA: http://localhost:3000/tool/your-ai-ca');

    // The same day again (a retry, another instance): nothing twice. The next day, GSTR-1 (3 days left).
    expect(await remind('2026-12-17T10:00:00Z')).toBe(0);
    expect(await remind('2026-12-18T03:00:00Z')).toBe(1);
    expect(mailsTo('ada@example.com').at(-1)!.subject).toBe('Reminder: "GSTR-1" is due soon');
  });

  it('reminds again after the user moves the due date, by the days they chose', async () => {
    const { id } = await add(t.ada, 'Advance tax', '2027-01-10');
    await t.ada.request(`${BASE}/settings`, { method: 'PUT', json: { reminderDays: 7 } });
    // 3 Jan: 7 days left.
    expect(await remind('2027-01-03T03:00:00Z')).toBe(1);
    await t.ada.request(`${BASE}/filings/${id}`, { method: 'PATCH', json: { dueDate: '2027-01-12' } });
    expect(await remind('2027-01-04T03:00:00Z')).toBe(0);
    expect(await remind('2027-01-05T03:00:00Z')).toBe(1);
  });

  it('respects E-mail notifications off: the inbox only', async () => {
    expect(
      (await t.bob.request('/api/preferences', { method: 'PATCH', json: { emailNotifications: false } })).status,
    ).toBe(200);
    await add(t.bob, 'MGT-7 (annual return)', '2027-02-01');
    expect(await remind('2027-01-31T03:00:00Z')).toBe(1);
    expect((await inboxOf(t.bob)).map((n) => n.subject)).toEqual(['MGT-7 (annual return)']);
    expect(mailsTo('bob@example.com')).toEqual([]);
  });
});
