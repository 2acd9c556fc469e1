import type { InboxPage } from '@core/notifications/notification-contracts';
import type { WatchedPageCheck, WatchedPageView } from '@core/tools/competitor-tracker/watched-pages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompetitorSite } from '../../../../test-support/competitor-site';
import type { TestClient } from '../../testing/test-client';
import { expectJson } from '../../testing/use-test-server';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { watchedPageVersions } from './competitor-tracker.tables';
import { listPages, PAGES, useCompetitorSite, watchOn, type ErrorBody } from '../../testing/competitor-site-test-kit';
import { checkWatchedPages } from './page-check-job';
import { versionRows as countVersions } from './version-rows';
import { createPageReader } from './page-reader';

const t = useCompetitorSite();
const BASE = PAGES;
const watch = (client: TestClient, path: string, competitor?: string, kind?: string) =>
  watchOn(t, client, path, competitor, kind);
const list = listPages;
const versionRows = (pageId?: string) => countVersions(t.server.database.db, pageId);
const news = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications.filter(
    (item) => item.kind === 'competitor_page_changed',
  );

describe('watching a page that changes', () => {
  let pricing: WatchedPageView;

  it('reads it at once, as the app (its User-Agent), after asking robots.txt; keeps its text as the first version', async () => {
    const { page, changed, message } = await expectJson<WatchedPageCheck>(await watch(t.ada, '/pricing'), 201);
    pricing = page;
    expect(changed).toBe(false);
    expect(message).toBeUndefined();
    expect(page).toMatchObject({
      competitor: 'Acme',
      kind: 'pricing',
      url: `${t.site.origin}/pricing`,
      problem: null,
      versions: 1,
      lastChange: null,
    });
    expect(t.site.requests.slice(0, 2)).toEqual(['/robots.txt', '/pricing']);
    expect([...t.site.userAgents]).toEqual(['FounderToolkit/1.0 (+http://localhost:3000)']);
    // What is kept is what a person reads: no script, style, navigation or footer.
    const [version] = await t.server.database.db.select().from(watchedPageVersions);
    expect(version!.text).toBe(
      'Acme pricing\nSimple plans for small teams.\nStarter: $19 a month\nPro: $49 a month\nEnterprise: talk to us',
    );
    // The first read is not news: the founder has just seen the page.
    expect(await news(t.ada)).toEqual([]);
  });

  it('stores nothing new when only the page’s script changed (its text is the same)', async () => {
    const read = createPageReader(t.server.safeFetch);
    const now = new Date('2026-12-01T05:30:00Z');
    await checkWatchedPages({ db: t.server.database.db, readPage: read, notifier: t.server.notifier, now, pauseMs: 0 });
    expect(await versionRows(pricing.id)).toBe(1);
    expect((await list(t.ada))[0]).toMatchObject({ versions: 1, lastCheckedAt: '2026-12-01T05:30:00.000Z' });
  });

  it('on “Check now” after the price changed: a new version, the change as lines removed and added, the owner told', async () => {
    t.site.setPrice('$24');
    const mailsBefore = t.server.mails.length;
    const { page, changed } = await expectJson<WatchedPageCheck>(
      await t.ada.post(`${BASE}/${pricing.id}/check`, {}),
      200,
    );
    expect(changed).toBe(true);
    expect(page.versions).toBe(2);
    // Five lines, the third changed: the two before it and the two after it are its context (foldUnchanged).
    expect(page.lastChange).toEqual([
      { kind: 'same', text: 'Acme pricing' },
      { kind: 'same', text: 'Simple plans for small teams.' },
      { kind: 'removed', text: 'Starter: $19 a month' },
      { kind: 'added', text: 'Starter: $24 a month' },
      { kind: 'same', text: 'Pro: $49 a month' },
      { kind: 'same', text: 'Enterprise: talk to us' },
    ]);
    const [item] = await news(t.ada);
    expect(item).toMatchObject({
      actorName: 'Competitor Tracker',
      subject: `Acme (${t.site.origin.replace('http://', '')}/pricing)`,
      href: '/tool/competitor-tracker',
      text: `A page you watch changed: Acme (${t.site.origin.replace('http://', '')}/pricing)`,
    });
    const mail = t.server.mails.slice(mailsBefore).find((sent) => sent.to === 'ada@example.com');
    expect(mail?.subject).toBe('Acme changed a page you watch');
    expect(mail?.text).toContain('1 line added, 1 line removed.');
    expect(await news(t.bob)).toEqual([]);
  });

  it('refuses a second “Check now” within 5 minutes, reading nothing', async () => {
    const asked = t.site.requests.length;
    const body = await expectJson<ErrorBody>(await t.ada.post(`${BASE}/${pricing.id}/check`, {}), 429);
    expect(body.error.message).toBe('This page was checked less than 5 minutes ago. Please try again later.');
    expect(t.site.requests).toHaveLength(asked);
  });

  it('keeps the newest 10 versions of a page', async () => {
    const read = createPageReader(t.server.safeFetch);
    for (let day = 2; day <= 12; day += 1) {
      t.site.setPrice(`$${day}0`);
      const now = new Date(`2026-12-${String(day).padStart(2, '0')}T05:30:00Z`);
      await checkWatchedPages({
        db: t.server.database.db,
        readPage: read,
        notifier: t.server.notifier,
        now,
        pauseMs: 0,
      });
    }
    // 2 versions, then 11 changes: 13 made, the newest 10 kept.
    expect(await versionRows(pricing.id)).toBe(10);
    expect((await list(t.ada))[0]).toMatchObject({ versions: 10, changedAt: '2026-12-12T05:30:00.000Z' });
  });
});

describe('pages the tracker does not store', () => {
  const refusedWith = async (path: string, code: string, message: string) => {
    const before = await versionRows();
    const { page, message: said } = await expectJson<WatchedPageCheck>(await watch(t.bob, path), 201);
    expect(page).toMatchObject({ problem: { code }, versions: 0, lastChange: null });
    expect(said).toBe(message);
    expect(await versionRows()).toBe(before);
    return page;
  };

  it('a redirect to a private address', () =>
    refusedWith(
      '/to-private',
      'refused',
      'This address is not a public web address (or redirects to one), so it is not fetched.',
    ));

  it('an answer past the size limit', () =>
    refusedWith('/huge', 'too-large', 'The page is larger than the tracker reads (1 MB), so nothing was stored.'));

  it('a server that does not answer in time', { timeout: 15_000 }, () =>
    refusedWith('/slow', 'timeout', 'The site did not answer in time, so nothing was stored. It will be tried again.'),
  );

  it('a page robots.txt disallows — and the page itself is never asked for', async () => {
    await refusedWith(
      '/private/plans',
      'robots',
      'The site’s robots.txt does not allow this page to be fetched, so nothing was stored.',
    );
    expect(t.site.requests).not.toContain('/private/plans');
  });

  it('an HTTP error, and an answer that is not a page', async () => {
    await refusedWith('/gone', 'status', 'The site answered with an error (HTTP 404), so nothing was stored.');
    await refusedWith(
      '/logo.png',
      'not-page',
      'This address is not a web page with text (HTML or plain text), so nothing was stored.',
    );
  });

  it.each([
    ['http://10.0.0.7/pricing', 'a private range address'],
    ['http://169.254.169.254/latest/meta-data', 'a link-local address'],
    ['http://[::ffff:192.168.1.1]/', 'an IPv4-mapped private address'],
  ])('refuses %s (%s) with a 422 naming the field, storing no page', async (url) => {
    const pages = await list(t.bob);
    const body = await expectJson<ErrorBody>(await t.bob.post(BASE, { competitor: 'Acme', kind: 'pricing', url }), 422);
    expect(body.error.issues).toMatchObject([
      {
        path: 'url',
        message: 'This address is not a public web address (or redirects to one), so it is not fetched.',
      },
    ]);
    expect(await list(t.bob)).toHaveLength(pages.length);
  });
});

describe('robots.txt that cannot be read (RFC 9309 §2.3.1.3, §2.3.1.4)', () => {
  it.each([
    [503, 'robots', 0], // unreachable: complete disallow
    [404, null, 1], // unavailable: everything allowed
  ])('a robots.txt answering %s', async (status, problem, versions) => {
    const other = await startCompetitorSite({ robots: status });
    try {
      const answer = await t.ada.post(BASE, { competitor: 'Beta', kind: 'pricing', url: `${other.origin}/pricing` });
      const { page } = await expectJson<WatchedPageCheck>(answer, 201);
      expect(page.problem?.code ?? null).toBe(problem);
      expect(page.versions).toBe(versions);
    } finally {
      await other.close();
    }
  });
});

describe('loopback without the test-only switch', () => {
  let strict: TestServer;
  let eve: TestClient;
  beforeAll(async () => {
    strict = await createTestServer();
    eve = await strict.signedInClient('eve@example.com', 'Eve');
  });
  afterAll(() => strict?.dispose());

  it('refuses a loopback address with a 422 and stores nothing; a name resolving to loopback reads nothing', async () => {
    const asked = t.site.requests.length;
    const body = await expectJson<ErrorBody>(
      await eve.post(BASE, { competitor: 'Acme', kind: 'pricing', url: `${t.site.origin}/pricing` }),
      422,
    );
    expect(body.error.issues?.[0]?.path).toBe('url');
    const port = new URL(t.site.origin).port;
    const { page, message } = await expectJson<WatchedPageCheck>(
      await eve.post(BASE, { competitor: 'Acme', kind: 'pricing', url: `http://localhost:${port}/pricing` }),
      201,
    );
    expect(page).toMatchObject({ problem: { code: 'refused' }, versions: 0 });
    expect(message).toBe('This address is not a public web address (or redirects to one), so it is not fetched.');
    expect(t.site.requests).toHaveLength(asked);
    const [stored] = await strict.database.db.select({ n: count() }).from(watchedPageVersions);
    expect(stored!.n).toBe(0);
  });
});
