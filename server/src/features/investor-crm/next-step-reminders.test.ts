import type { InboxPage } from '@core/notifications/notification-contracts';
import { newInvestor } from '@core/tools/investor-crm/investor-record';
import type { PipelineData } from '@core/tools/investor-crm/investor-pipelines';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { sendNextStepReminders } from './next-step-reminders';

const t = useTestServer();
const DOCUMENTS = '/api/tools/investor-crm/documents';

const pipeline = (timeZone: string, investors: PipelineData['investors']): PipelineData => ({
  currency: 'INR',
  roundTarget: 50_000_000,
  timeZone,
  investors,
});
const save = async (client: TestClient, name: string, data: PipelineData) =>
  expectJson<{ id: string; version: number }>(await client.post(DOCUMENTS, { name, data }), 201);
const remind = (iso: string) => sendNextStepReminders(t.server.database.db, t.server.notifier, new Date(iso));
const inboxOf = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications.filter(
    (n) => n.kind === 'investor_next_step',
  );
const mailsTo = (email: string) =>
  t.server.mails.filter((mail) => mail.to === email && mail.subject.startsWith('Today'));

describe('the next-step reminders, on a clock the test gives', () => {
  it("remind of the day's next steps from 08:00 in the pipeline's time zone, once, in the inbox and by mail", async () => {
    const { id } = await save(
      t.ada,
      'Seed 2026',
      pipeline('Asia/Kolkata', [
        newInvestor('asha', {
          name: 'Asha Rao',
          firm: 'Blume Ventures',
          nextStep: { text: 'Send the deck', on: '2026-12-05' },
        }),
        newInvestor('tom', { name: 'Tom Lee', stage: 'meeting', nextStep: { text: '', on: '2026-12-05' } }),
        newInvestor('mia', { name: 'Mia Chen', stage: 'passed', nextStep: { text: 'Thank her', on: '2026-12-05' } }),
        newInvestor('raj', { name: 'Raj Iyer', nextStep: { text: 'Call', on: '2026-12-06' } }),
      ]),
    );
    // 4 Dec 23:00 UTC is 5 Dec 04:30 in India (UTC+5:30): the day, but before 08:00 — nothing yet.
    expect(await remind('2026-12-04T23:00:00Z')).toBe(0);
    // 5 Dec 03:00 UTC is 08:30 in India: Asha's and Tom's steps (Mia passed; Raj's is tomorrow).
    expect(await remind('2026-12-05T03:00:00Z')).toBe(2);
    expect((await inboxOf(t.ada)).map((n) => [n.subject, n.excerpt, n.href]).sort()).toEqual([
      ['Asha Rao', 'Send the deck', `/tool/investor-crm?doc=${id}&investor=asha`],
      ['Tom Lee', '', `/tool/investor-crm?doc=${id}&investor=tom`],
    ]);
    const [mail, ...others] = mailsTo('ada@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Today: 2 next steps with investors');
    expect(mail!.text).toContain(
      'These next steps in your pipeline “Seed 2026” are due today:\n\nAsha Rao (Blume Ventures): Send the deck\n\nTom Lee\n\n',
    );
    expect(mail!.text).toContain(`Open the pipeline: http://localhost:3000/tool/investor-crm?doc=${id}&investor=asha`);

    // Later that day (a rerun, another instance): nothing twice. The next day: Raj.
    expect(await remind('2026-12-05T12:00:00Z')).toBe(0);
    expect(await remind('2026-12-06T03:00:00Z')).toBe(1);
    expect(mailsTo('ada@example.com').at(-1)!.subject).toBe('Today: your next step with Raj Iyer');
  });

  it('reminds again of a step moved to another day, and not of a deleted pipeline', async () => {
    const data = pipeline('UTC', [
      newInvestor('lena', { name: 'Lena Vogt', nextStep: { text: 'Sign', on: '2027-01-04' } }),
    ]);
    const saved = await save(t.bob, 'Pre-seed', data);
    expect(await remind('2027-01-04T09:00:00Z')).toBe(1);
    const moved = { ...data, investors: [{ ...data.investors[0]!, nextStep: { text: 'Sign', on: '2027-01-05' } }] };
    const put = await t.bob.request(`${DOCUMENTS}/${saved.id}`, {
      method: 'PUT',
      json: { name: 'Pre-seed', data: moved, version: saved.version },
    });
    expect(put.status).toBe(200);
    expect(await remind('2027-01-05T09:00:00Z')).toBe(1);
    expect((await t.bob.request(`${DOCUMENTS}/${saved.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await remind('2027-01-05T10:00:00Z')).toBe(0);
  });

  it('respects E-mail notifications off: the inbox only', async () => {
    const carol = await t.server.signedInClient('carol@example.com', 'Carol Chen');
    expect(
      (await carol.request('/api/preferences', { method: 'PATCH', json: { emailNotifications: false } })).status,
    ).toBe(200);
    await save(
      carol,
      'Series A',
      pipeline('America/New_York', [newInvestor('x', { name: 'Nia', nextStep: { text: 'Call', on: '2027-02-01' } })]),
    );
    // 1 Feb 12:00 UTC is 07:00 in New York (EST, UTC−5): not yet; 13:30 UTC is 08:30.
    expect(await remind('2027-02-01T12:00:00Z')).toBe(0);
    expect(await remind('2027-02-01T13:30:00Z')).toBe(1);
    expect((await inboxOf(carol)).map((n) => n.subject)).toEqual(['Nia']);
    expect(mailsTo('carol@example.com')).toEqual([]);
  });
});
