import type { InboxPage } from '@core/notifications/notification-contracts';
import { newContact } from '@core/tools/personal-crm/contact-record';
import type { ContactListData } from '@core/tools/personal-crm/contact-lists';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { sendReconnectReminders } from './reconnect-reminders';

const t = useTestServer();
const DOCUMENTS = '/api/tools/personal-crm/documents';
const remind = (iso: string) => sendReconnectReminders(t.server.database.db, t.server.notifier, new Date(iso));

describe('the reconnect reminders, on a clock the test gives', () => {
  it('remind on the day a contact comes round, once, and again after the next catch-up comes round', async () => {
    const data: ContactListData = {
      timeZone: 'Europe/Berlin',
      contacts: [
        // Added 1 Nov, every 30 days: due 1 Dec. Met 20 Nov, every 14 days: due 4 Dec. No 'keep in touch': never.
        newContact('asha', '2026-11-01', { name: 'Asha Rao', company: 'Blume', keepInTouchDays: 30 }),
        newContact('ben', '2026-10-01', {
          name: 'Ben Ode',
          keepInTouchDays: 14,
          interactions: [{ id: 'i', kind: 'call', on: '2026-11-20', text: 'Call' }],
        }),
        newContact('chen', '2026-11-01', { name: 'Chen Li' }),
      ],
    };
    const saved = await expectJson<{ id: string; version: number }>(
      await t.ada.post(DOCUMENTS, { name: 'Network', data }),
      201,
    );
    // 1 Dec 06:30 UTC is 07:30 in Berlin (UTC+1 in winter): not yet; 07:30 UTC is 08:30.
    expect(await remind('2026-12-01T06:30:00Z')).toBe(0);
    expect(await remind('2026-12-01T07:30:00Z')).toBe(1);
    expect(await remind('2026-12-01T15:00:00Z')).toBe(0);
    const inbox = (await expectJson<InboxPage>(await t.ada.request('/api/notifications'), 200)).notifications.filter(
      (n) => n.kind === 'contact_reconnect',
    );
    expect(inbox.map((n) => [n.subject, n.href])).toEqual([
      ['Asha Rao', `/tool/personal-crm?doc=${saved.id}&contact=asha`],
    ]);
    const mail = t.server.mails.filter((m) => m.to === 'ada@example.com' && m.subject.startsWith('Time to')).at(-1)!;
    expect(mail.subject).toBe('Time to reconnect with Asha Rao (Blume)');
    expect(mail.text).toContain('You asked to keep in touch with these people in “Network”:\n\nAsha Rao (Blume)\n\n');
    expect(await remind('2026-12-04T08:00:00Z')).toBe(1);
  });
});
