import type { InboxPage } from '@core/notifications/notification-contracts';
import { COMPLIANCE_RULES } from '@core/tools/your-ai-ca/compliance-rules';
import { type RuleId } from '@core/tools/your-ai-ca/rule-ids';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decryptPush } from '../../../../test-support/push-service';
import { profiles } from '../../db/schema';
import { complianceFilings } from './your-ai-ca.tables';
import { usePushServer, type SubscribedUser } from '../../testing/use-push-server';
import { expectJson } from '../../testing/use-test-server';
import { sendFilingReminders } from './filing-reminders';

const { started, subscribedUser } = usePushServer();

type Reader = SubscribedUser & { email: string };

/** A signed-in user in `language`, with Push notifications on and a browser subscribed on the local push service. */
const readerIn = async (language: string, email: string): Promise<Reader> => ({
  ...(await subscribedUser(email, undefined, { language })),
  email,
});

/** A filing in the reader's calendar, as 'Add Indian compliance calendar' adds one (by `ruleId`) or as the user typed it. */
async function addFiling({ email }: Reader, filing: { type: string; ruleId?: RuleId; dueDate: string }) {
  const { db } = started.server.database;
  const [owner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  await db.insert(complianceFilings).values({ userId: owner!.id, period: '2026-11', recurrence: 'monthly', ...filing });
}

const inboxOf = async ({ client }: Reader) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications.map(
    ({ kind, subject, excerpt, ruleId, href }) => ({ kind, subject, excerpt, ruleId, href }),
  );
const pushesTo = async ({ endpoint, keys }: Reader, count: number) =>
  (await started.pushService.waitForPushes(endpoint, count))
    .map((push) => JSON.parse(decryptPush(push.body, keys)) as { title: string })
    .sort((a, b) => a.title.localeCompare(b.title));

describe('a filing reminder, in its reader’s language', () => {
  it('names a calendar filing in German and writes its date the German way, in the inbox, the mail and the push; a typed name stays as typed', async () => {
    const dora = await readerIn('de', 'dora@example.com');
    await addFiling(dora, { type: COMPLIANCE_RULES['gstr-3b'].type, ruleId: 'gstr-3b', dueDate: '2026-12-20' });
    await addFiling(dora, { type: 'Gewerbesteuer', dueDate: '2026-12-18' });
    const eric = await readerIn('en', 'eric@example.com');
    await addFiling(eric, { type: COMPLIANCE_RULES['tds-deposit'].type, ruleId: 'tds-deposit', dueDate: '2026-12-19' });
    // A calendar filing the user renamed keeps their words.
    await addFiling(eric, { type: 'GST sales return (our CA files it)', ruleId: 'gstr-1', dueDate: '2026-12-17' });

    // 17 Dec 03:00 UTC is 08:30 in India: due 17–20 Dec is within the 3 days.
    const mailsBefore = started.server.mails.length;
    expect(
      await sendFilingReminders(started.server.database.db, started.server.notifier, new Date('2026-12-17T03:00:00Z')),
    ).toBe(4);

    // The inbox keeps the filing's name as stored and its rule: the page says them in its language (notification-bell.test.tsx).
    const href = '/tool/your-ai-ca';
    expect((await inboxOf(dora)).sort((a, b) => a.excerpt.localeCompare(b.excerpt))).toEqual([
      { kind: 'filing_due', subject: 'Gewerbesteuer', excerpt: '2026-12-18', ruleId: undefined, href },
      {
        kind: 'filing_due',
        subject: 'GSTR-3B (summary return and tax)',
        excerpt: '2026-12-20',
        ruleId: 'gstr-3b',
        href,
      },
    ]);

    const mailTo = ({ email }: Reader) => started.server.mails.slice(mailsBefore).filter((mail) => mail.to === email);
    const [mail, ...more] = mailTo(dora);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Erinnerung: 2 Meldungen sind bald fällig');
    expect(mail!.text).toMatch(
      /^Diese Fristen in deinem Compliance-Kalender stehen bald an:\n\nGewerbesteuer: fällig am 18\. Dez\. 2026\n\nGSTR-3B \(Sammelmeldung und Steuer\): fällig am 20\. Dez\. 2026\n\nDein KI-Steuerberater öffnen: http:\/\/localhost:3000\/tool\/your-ai-ca\n/,
    );
    expect(await pushesTo(dora, 2)).toEqual([
      {
        title: '„Gewerbesteuer“ ist bald fällig',
        body: 'Fällig am 18. Dez. 2026',
        url: href,
        tag: 'filing_due:/tool/your-ai-ca',
      },
      {
        title: '„GSTR-3B (Sammelmeldung und Steuer)“ ist bald fällig',
        body: 'Fällig am 20. Dez. 2026',
        url: href,
        tag: 'filing_due:/tool/your-ai-ca',
      },
    ]);

    const [englishMail] = mailTo(eric);
    expect(englishMail!.subject).toBe('Reminder: 2 filings are due soon');
    expect(englishMail!.text).toMatch(
      /^These filings in your compliance calendar are due soon:\n\nGST sales return \(our CA files it\): due Dec 17, 2026\n\nTDS deposit: due Dec 19, 2026\n\nOpen Your AI CA: /,
    );
    expect(await pushesTo(eric, 2)).toEqual([
      {
        title: '“GST sales return (our CA files it)” is due soon',
        body: 'Due Dec 17, 2026',
        url: href,
        tag: 'filing_due:/tool/your-ai-ca',
      },
      { title: '“TDS deposit” is due soon', body: 'Due Dec 19, 2026', url: href, tag: 'filing_due:/tool/your-ai-ca' },
    ]);
  });
});
