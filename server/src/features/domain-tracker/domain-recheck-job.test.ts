import type { InboxPage } from '@core/notifications/notification-contracts';
import type { TrackedDomainCheck } from '@core/tools/domain-tracker/tracked-domains';
import { describe, expect, it } from 'vitest';
import type { Notifier } from '../../notifications/notifier';
import type { TestClient } from '../../testing/test-client';
import { expectJson } from '../../testing/use-test-server';
import { recheckTrackedDomains } from './domain-recheck-job';
import { useRdapTestServer } from '../../testing/rdap-test-server';

const t = useRdapTestServer();

const track = async (client: TestClient, name: string) =>
  expectJson<TrackedDomainCheck>(await client.post('/api/domain-tracker', { name }), 201);
/** The daily re-check on the test's clock, with no pause between lookups. */
const recheck = (iso: string) =>
  recheckTrackedDomains({
    db: t.server.database.db,
    lookUp: t.server.domainLookup,
    notifier: t.server.notifier,
    now: new Date(iso),
    pauseMs: 0,
  });
const domainNews = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications
    .filter((n) => n.kind.startsWith('domain_'))
    .map((n) => [n.kind, n.subject, n.excerpt]);
const mailsTo = (email: string) => t.server.mails.filter((mail) => mail.to === email && mail.subject.includes('.com'));

describe('the daily re-check of tracked domains', () => {
  it('tells each owner once when a taken domain is found free, and not again the next day', async () => {
    t.rdap.answer('wanted.com', { expiresAt: '2031-01-01T00:00:00Z' });
    t.rdap.answer('steady.com', { expiresAt: '2031-01-01T00:00:00Z' });
    await track(t.ada, 'wanted.com');
    await track(t.ada, 'steady.com');
    await track(t.bob, 'wanted.com');
    expect(
      await t.bob.request('/api/preferences', { method: 'PATCH', json: { emailNotifications: false, language: 'de' } }),
    ).toHaveProperty('status', 200);

    // Nothing changed: nothing to tell. Each name is asked once, though two users track wanted.com.
    const asked = t.rdap.lookups.length;
    expect(await recheck('2030-06-01T03:15:00Z')).toBe(2);
    expect(t.rdap.lookups.slice(asked)).toEqual(['/rdap/domain/steady.com', '/rdap/domain/wanted.com']);
    expect(await domainNews(t.ada)).toEqual([]);

    t.rdap.answer('wanted.com', 'available');
    await recheck('2030-06-02T03:15:00Z');
    expect(await domainNews(t.ada)).toEqual([['domain_available', 'wanted.com', '2030-06-02']]);
    expect(mailsTo('ada@example.com').map((mail) => mail.subject)).toEqual(['wanted.com is available to register']);
    expect(mailsTo('ada@example.com')[0]!.text).toContain(
      'On Jun 2, 2030 the registry no longer held wanted.com, a domain you track: you can register it now.',
    );
    // Bob turned e-mail notifications off: his inbox only.
    expect(await domainNews(t.bob)).toEqual([['domain_available', 'wanted.com', '2030-06-02']]);
    expect(mailsTo('bob@example.com')).toEqual([]);

    // The next day, still free: nothing again.
    await recheck('2030-06-03T03:15:00Z');
    expect(await domainNews(t.ada)).toHaveLength(1);
    expect(mailsTo('ada@example.com')).toHaveLength(1);
  });

  it('tells once when a registration comes within 30 days of its end, in the reader’s language', async () => {
    t.rdap.answer('renewing.com', { expiresAt: '2030-08-20T00:00:00Z' });
    await track(t.bob, 'renewing.com');
    expect(
      await t.bob.request('/api/preferences', { method: 'PATCH', json: { emailNotifications: true } }),
    ).toHaveProperty('status', 200);

    // 21 Jul 2030 to 20 Aug 2030 is 30 days (10 left in July + 20): within. 20 Jul is 31 days before: not yet.
    await recheck('2030-07-20T00:00:00Z');
    expect((await domainNews(t.bob)).filter(([kind]) => kind === 'domain_expiring')).toEqual([]);
    await recheck('2030-07-21T00:00:00Z');
    await recheck('2030-07-22T00:00:00Z');
    expect((await domainNews(t.bob)).filter(([kind]) => kind === 'domain_expiring')).toEqual([
      ['domain_expiring', 'renewing.com', '2030-08-20'],
    ]);
    expect(mailsTo('bob@example.com').map((mail) => mail.subject)).toEqual(['renewing.com läuft am 20. Aug. 2030 ab']);

    // Renewed for a year: no longer expiring; a year on, its new end is news again.
    t.rdap.answer('renewing.com', { expiresAt: '2031-08-20T00:00:00Z' });
    await recheck('2030-07-23T00:00:00Z');
    await recheck('2031-08-01T00:00:00Z');
    expect(mailsTo('bob@example.com').map((mail) => mail.subject)).toEqual([
      'renewing.com läuft am 20. Aug. 2030 ab',
      'renewing.com läuft am 20. Aug. 2031 ab',
    ]);
  });

  it('gives the news back when telling it failed, so that the next run tells it', async () => {
    t.rdap.answer('flaky.com', { expiresAt: '2031-01-01T00:00:00Z' });
    await track(t.ada, 'flaky.com');
    t.rdap.answer('flaky.com', 'available');
    const failing: Notifier = { ...t.server.notifier, tell: () => Promise.reject(new Error('mail server down')) };
    const run = (notifier: Notifier) =>
      recheckTrackedDomains({
        db: t.server.database.db,
        lookUp: t.server.domainLookup,
        notifier,
        now: new Date('2030-07-01T03:15:00Z'),
        pauseMs: 0,
      });
    await expect(run(failing)).rejects.toThrow('mail server down');
    const flakyNews = async () => (await domainNews(t.ada)).filter(([, subject]) => subject === 'flaky.com');
    expect(await flakyNews()).toEqual([]);
    await run(t.server.notifier);
    expect(await flakyNews()).toEqual([['domain_available', 'flaky.com', '2030-07-01']]);
  });

  it('keeps the last answer when a registry cannot tell', async () => {
    await track(t.ada, 'founder.xyz');
    await recheck('2030-09-01T00:00:00Z');
    const { domains } = await expectJson<{ domains: { name: string; status: string }[] }>(
      await t.ada.request('/api/domain-tracker'),
      200,
    );
    expect(domains.find((domain) => domain.name === 'founder.xyz')).toMatchObject({ status: 'unknown' });
  });
});
