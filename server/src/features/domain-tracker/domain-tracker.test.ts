import type { InboxPage } from '@core/notifications/notification-contracts';
import type { TrackedDomainCheck, TrackedDomainView } from '@core/tools/domain-tracker/tracked-domains';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { trackedDomains } from './domain-tracker.tables';
import type { TestClient } from '../../testing/test-client';
import { expectJson } from '../../testing/use-test-server';
import { useRdapTestServer } from '../../testing/rdap-test-server';

const t = useRdapTestServer();

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const BASE = '/api/domain-tracker';
const track = (client: TestClient, name: string) => client.post(BASE, { name });
const list = async (client: TestClient) =>
  (await expectJson<{ domains: TrackedDomainView[] }>(await client.request(BASE), 200)).domains;
const domainNews = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications.filter((n) =>
    n.kind.startsWith('domain_'),
  );

describe('tracking a domain', () => {
  it('checks it at once and keeps what its registry said: registered, with expiry and registrar', async () => {
    const { domain, message } = await expectJson<TrackedDomainCheck>(await track(t.ada, 'Taken.com'), 201);
    expect(message).toBeUndefined();
    expect(domain).toMatchObject({
      name: 'taken.com',
      status: 'registered',
      expiresAt: '2027-03-14T04:00:00.000Z',
      registrar: 'Example Registrar, Inc.',
    });
    expect(Date.parse(domain.lastCheckedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(t.rdap.lookups.at(-1)).toBe('/rdap/domain/taken.com');
  });

  it('keeps a free one as available, and one no registry could tell of as unknown, saying why', async () => {
    expect((await expectJson<TrackedDomainCheck>(await track(t.ada, 'free-founder.com'), 201)).domain).toMatchObject({
      status: 'available',
      expiresAt: null,
      registrar: null,
    });
    const unknown = await expectJson<TrackedDomainCheck>(await track(t.ada, 'founder.xyz'), 201);
    expect(unknown).toMatchObject({
      domain: { name: 'founder.xyz', status: 'unknown', lastCheckedAt: null },
      message: 'Cannot check .xyz domains',
    });
  });

  it('lists the user’s tracked domains by name, and tells nothing of what they just saw', async () => {
    expect((await list(t.ada)).map((domain) => [domain.name, domain.status])).toEqual([
      ['founder.xyz', 'unknown'],
      ['free-founder.com', 'available'],
      ['taken.com', 'registered'],
    ]);
    expect(await list(t.bob)).toEqual([]);
    expect(await domainNews(t.ada)).toEqual([]);
  });

  it('refuses a domain tracked already with a 409 naming the field', async () => {
    const body = await expectJson<ErrorBody>(await track(t.ada, ' TAKEN.COM. '), 409);
    expect(body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'You already track taken.com',
      issues: [{ path: 'name', message: 'You already track taken.com' }],
    });
  });

  it.each([
    ['', 'Enter a domain name'],
    ['founder', 'Enter a domain name like example.com'],
    ['https://founder.com/', 'Enter a domain name like example.com'],
  ])('refuses %j with a 422 naming the field, asking no registry', async (name, message) => {
    const asked = t.rdap.lookups.length;
    const body = await expectJson<ErrorBody>(await track(t.ada, name), 422);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'name', message }] });
    expect(t.rdap.lookups).toHaveLength(asked);
  });

  it('keeps at most 100 domains per user, and asks no registry about the 101st', async () => {
    const carol = await t.server.signedInClient('carol@example.com', 'Carol');
    const [row] = await t.server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'carol@example.com'));
    await t.server.database.db.insert(trackedDomains).values(
      Array.from({ length: 100 }, (_, index) => ({
        userId: row!.id,
        name: `kept-${index}.com`,
        status: 'unknown' as const,
      })),
    );
    const asked = t.rdap.lookups.length;
    const body = await expectJson<ErrorBody>(await track(carol, 'one-more.com'), 422);
    expect(body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'You can track up to 100 domains. Remove one to track another.',
    });
    expect(t.rdap.lookups).toHaveLength(asked);
    expect(await list(carol)).toHaveLength(100);
  });
});

describe('re-checking and untracking', () => {
  it('re-checks now: a taken domain found free is told once, in the inbox and by mail', async () => {
    const { domain } = await expectJson<TrackedDomainCheck>(await track(t.ada, 'soon-free.com'), 201);
    t.rdap.answer('soon-free.com', { expiresAt: '2099-01-01T00:00:00Z' });
    expect(
      (await expectJson<TrackedDomainCheck>(await t.ada.post(`${BASE}/${domain.id}/check`, {}), 200)).domain,
    ).toMatchObject({ status: 'registered', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(await domainNews(t.ada)).toEqual([]);

    t.rdap.answer('soon-free.com', 'available');
    const mailsBefore = t.server.mails.length;
    const checked = await expectJson<TrackedDomainCheck>(await t.ada.post(`${BASE}/${domain.id}/check`, {}), 200);
    expect(checked.domain).toMatchObject({ status: 'available', expiresAt: null, registrar: null });
    const today = new Date().toISOString().slice(0, 10);
    expect((await domainNews(t.ada)).map((n) => [n.kind, n.subject, n.excerpt, n.href, n.text])).toEqual([
      ['domain_available', 'soon-free.com', today, '/tool/domain-tracker', 'soon-free.com is available to register'],
    ]);
    const mails = t.server.mails.slice(mailsBefore);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@example.com', 'soon-free.com is available to register'],
    ]);
    expect(mails[0]!.text).toContain('a domain you track: you can register it now.');

    // Checked again, still free: nothing new to tell.
    await expectJson(await t.ada.post(`${BASE}/${domain.id}/check`, {}), 200);
    expect(await domainNews(t.ada)).toHaveLength(1);
    expect(t.server.mails).toHaveLength(mailsBefore + 1);
  });

  it('keeps a renewal’s new expiry, and says why a re-check could not tell', async () => {
    const taken = (await list(t.ada)).find((domain) => domain.name === 'taken.com')!;
    t.rdap.answer('taken.com', { expiresAt: '2099-06-01T00:00:00Z' });
    const checked = await expectJson<TrackedDomainCheck>(await t.ada.post(`${BASE}/${taken.id}/check`, {}), 200);
    expect(checked.domain).toMatchObject({ status: 'registered', expiresAt: '2099-06-01T00:00:00.000Z' });
    const unknown = (await list(t.ada)).find((domain) => domain.name === 'founder.xyz')!;
    expect(
      await expectJson<TrackedDomainCheck>(await t.ada.post(`${BASE}/${unknown.id}/check`, {}), 200),
    ).toMatchObject({
      domain: { status: 'unknown', lastCheckedAt: null },
      message: 'Cannot check .xyz domains',
    });
  });

  it('keeps another user’s domains out of reach: 404 to check or untrack, and a made-up id is a 404', async () => {
    const [first] = await list(t.ada);
    for (const id of [first!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await expectJson<ErrorBody>(await t.bob.post(`${BASE}/${id}/check`, {}), 404)).error.message).toBe(
        'Tracked domain not found',
      );
      expect(
        (await expectJson<ErrorBody>(await t.bob.request(`${BASE}/${id}`, { method: 'DELETE' }), 404)).error.code,
      ).toBe('NOT_FOUND');
    }
    expect(await list(t.ada)).toHaveLength(4);
  });

  it('untracks: 204, gone from the list, and it can be tracked again', async () => {
    const free = (await list(t.ada)).find((domain) => domain.name === 'free-founder.com')!;
    expect((await t.ada.request(`${BASE}/${free.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list(t.ada)).map((domain) => domain.name)).not.toContain('free-founder.com');
    expect((await track(t.ada, 'free-founder.com')).status).toBe(201);
  });

  it('is for signed-in users: a visitor gets 401 on every route, and no lookup', async () => {
    const visitor = t.server.client();
    const asked = t.rdap.lookups.length;
    const [first] = await list(t.ada);
    for (const response of [
      await visitor.request(BASE),
      await track(visitor, 'taken.com'),
      await visitor.post(`${BASE}/${first!.id}/check`, {}),
      await visitor.request(`${BASE}/${first!.id}`, { method: 'DELETE' }),
    ]) {
      expect((await expectJson<ErrorBody>(response, 401)).error.code).toBe('UNAUTHENTICATED');
    }
    expect(t.rdap.lookups).toHaveLength(asked);
  });
});
