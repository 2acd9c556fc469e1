import type { InboxPage } from '@core/notifications/notification-contracts';
import type { WatchedPageCheck, WatchedPageView } from '@core/tools/competitor-tracker/watched-pages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompetitorSite, type CompetitorSite } from '../../../../test-support/competitor-site';
import type { TestClient } from '../../testing/test-client';
import { expectJson } from '../../testing/use-test-server';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { watchedPages, watchedPageVersions } from './competitor-tracker.tables';
import { checkWatchedPages } from './page-check-job';
import { createPageReader } from './page-reader';

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
const BASE = '/api/competitor-tracker/pages';

let site: CompetitorSite;
let server: TestServer;
let ada: TestClient;
let bob: TestClient;
beforeAll(async () => {
  site = await startCompetitorSite();
  server = await createTestServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  bob = await server.signedInClient('bob@example.com', 'Bob Builder');
});
afterAll(async () => {
  await server?.dispose();
  await site?.close();
});

const watch = (client: TestClient, path: string, competitor = 'Acme', kind = 'pricing') =>
  client.post(BASE, { competitor, kind, url: `${site.origin}${path}` });
const list = async (client: TestClient) =>
  (await expectJson<{ pages: WatchedPageView[] }>(await client.request(BASE), 200)).pages;
const versionRows = async (pageId?: string) =>
  (
    await server.database.db
      .select({ n: count() })
      .from(watchedPageVersions)
      .where(pageId ? eq(watchedPageVersions.pageId, pageId) : undefined)
  )[0]!.n;
const news = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications.filter(
    (item) => item.kind === 'competitor_page_changed',
  );

describe('watching a page that changes', () => {
  let pricing: WatchedPageView;

  it('reads it at once, as the app (its User-Agent), after asking robots.txt; keeps its text as the first version', async () => {
    const { page, changed, message } = await expectJson<WatchedPageCheck>(await watch(ada, '/pricing'), 201);
    pricing = page;
    expect(changed).toBe(false);
    expect(message).toBeUndefined();
    expect(page).toMatchObject({
      competitor: 'Acme',
      kind: 'pricing',
      url: `${site.origin}/pricing`,
      problem: null,
      versions: 1,
      lastChange: null,
    });
    expect(site.requests.slice(0, 2)).toEqual(['/robots.txt', '/pricing']);
    expect([...site.userAgents]).toEqual(['FounderToolkit/1.0 (+http://localhost:3000)']);
    // What is kept is what a person reads: no script, style, navigation or footer.
    const [version] = await server.database.db.select().from(watchedPageVersions);
    expect(version!.text).toBe(
      'Acme pricing\nSimple plans for small teams.\nStarter: $19 a month\nPro: $49 a month\nEnterprise: talk to us',
    );
    // The first read is not news: the founder has just seen the page.
    expect(await news(ada)).toEqual([]);
  });

  it('stores nothing new when only the page’s script changed (its text is the same)', async () => {
    const read = createPageReader(server.safeFetch);
    const now = new Date('2026-12-01T05:30:00Z');
    await checkWatchedPages({ db: server.database.db, readPage: read, notifier: server.notifier, now, pauseMs: 0 });
    expect(await versionRows(pricing.id)).toBe(1);
    expect((await list(ada))[0]).toMatchObject({ versions: 1, lastCheckedAt: '2026-12-01T05:30:00.000Z' });
  });

  it('on “Check now” after the price changed: a new version, the change as lines removed and added, the owner told', async () => {
    site.setPrice('$24');
    const mailsBefore = server.mails.length;
    const { page, changed } = await expectJson<WatchedPageCheck>(
      await ada.post(`${BASE}/${pricing.id}/check`, {}),
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
    const [item] = await news(ada);
    expect(item).toMatchObject({
      actorName: 'Competitor Tracker',
      subject: `Acme (${site.origin.replace('http://', '')}/pricing)`,
      href: '/tool/competitor-tracker',
      text: `A page you watch changed: Acme (${site.origin.replace('http://', '')}/pricing)`,
    });
    const mail = server.mails.slice(mailsBefore).find((sent) => sent.to === 'ada@example.com');
    expect(mail?.subject).toBe('Acme changed a page you watch');
    expect(mail?.text).toContain('1 line added, 1 line removed.');
    expect(await news(bob)).toEqual([]);
  });

  it('refuses a second “Check now” within 5 minutes, reading nothing', async () => {
    const asked = site.requests.length;
    const body = await expectJson<ErrorBody>(await ada.post(`${BASE}/${pricing.id}/check`, {}), 429);
    expect(body.error.message).toBe('This page was checked less than 5 minutes ago. Please try again later.');
    expect(site.requests).toHaveLength(asked);
  });

  it('keeps the newest 10 versions of a page', async () => {
    const read = createPageReader(server.safeFetch);
    for (let day = 2; day <= 12; day += 1) {
      site.setPrice(`$${day}0`);
      const now = new Date(`2026-12-${String(day).padStart(2, '0')}T05:30:00Z`);
      await checkWatchedPages({ db: server.database.db, readPage: read, notifier: server.notifier, now, pauseMs: 0 });
    }
    // 2 versions, then 11 changes: 13 made, the newest 10 kept.
    expect(await versionRows(pricing.id)).toBe(10);
    expect((await list(ada))[0]).toMatchObject({ versions: 10, changedAt: '2026-12-12T05:30:00.000Z' });
  });

  it('follows a redirect to the page, asking robots.txt on the way', async () => {
    const { page } = await expectJson<WatchedPageCheck>(await watch(ada, '/to-pricing', 'Acme', 'product'), 201);
    expect(page).toMatchObject({ problem: null, versions: 1 });
  });

  it('reads a plain-text page too', async () => {
    const { page } = await expectJson<WatchedPageCheck>(await watch(ada, '/changelog.txt', 'Acme', 'changelog'), 201);
    expect(page).toMatchObject({ problem: null, versions: 1 });
  });
});

describe('pages the tracker does not store', () => {
  const refusedWith = async (path: string, code: string, message: string) => {
    const before = await versionRows();
    const { page, message: said } = await expectJson<WatchedPageCheck>(await watch(bob, path), 201);
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
    refusedWith('/slow', 'timeout', 'The site did not answer in time, so nothing was stored. It will be tried again.'));

  it('a page robots.txt disallows — and the page itself is never asked for', async () => {
    await refusedWith(
      '/private/plans',
      'robots',
      'The site’s robots.txt does not allow this page to be fetched, so nothing was stored.',
    );
    expect(site.requests).not.toContain('/private/plans');
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
    const pages = await list(bob);
    const body = await expectJson<ErrorBody>(await bob.post(BASE, { competitor: 'Acme', kind: 'pricing', url }), 422);
    expect(body.error.issues).toMatchObject([
      {
        path: 'url',
        message: 'This address is not a public web address (or redirects to one), so it is not fetched.',
      },
    ]);
    expect(await list(bob)).toHaveLength(pages.length);
  });
});

describe('robots.txt that cannot be read (RFC 9309 §2.3.1.3, §2.3.1.4)', () => {
  it.each([
    [503, 'robots', 0], // unreachable: complete disallow
    [404, null, 1], // unavailable: everything allowed
  ])('a robots.txt answering %s', async (status, problem, versions) => {
    const other = await startCompetitorSite({ robots: status });
    try {
      const answer = await ada.post(BASE, { competitor: 'Beta', kind: 'pricing', url: `${other.origin}/pricing` });
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
    const asked = site.requests.length;
    const body = await expectJson<ErrorBody>(
      await eve.post(BASE, { competitor: 'Acme', kind: 'pricing', url: `${site.origin}/pricing` }),
      422,
    );
    expect(body.error.issues?.[0]?.path).toBe('url');
    const port = new URL(site.origin).port;
    const { page, message } = await expectJson<WatchedPageCheck>(
      await eve.post(BASE, { competitor: 'Acme', kind: 'pricing', url: `http://localhost:${port}/pricing` }),
      201,
    );
    expect(page).toMatchObject({ problem: { code: 'refused' }, versions: 0 });
    expect(message).toBe('This address is not a public web address (or redirects to one), so it is not fetched.');
    expect(site.requests).toHaveLength(asked);
    const [stored] = await strict.database.db.select({ n: count() }).from(watchedPageVersions);
    expect(stored!.n).toBe(0);
  });
});

describe('the watch list', () => {
  it.each([
    [{ competitor: '', kind: 'pricing', url: 'https://acme.example/' }, 'competitor', 'Name the competitor'],
    [{ competitor: 'Acme', kind: 'prices', url: 'https://acme.example/' }, 'kind', 'Choose what kind of page it is'],
    [
      { competitor: 'Acme', kind: 'pricing', url: 'ftp://acme.example/' },
      'url',
      'Enter the page’s address, starting with https:// or http://',
    ],
    [
      { competitor: 'Acme', kind: 'pricing', url: 'acme.example' },
      'url',
      'Enter the page’s address, starting with https:// or http://',
    ],
  ])('refuses %j with a 422 naming %s', async (input, path, message) => {
    const body = await expectJson<ErrorBody>(await ada.post(BASE, input), 422);
    expect(body.error.issues).toMatchObject([{ path, message }]);
  });

  it('refuses a page watched already with a 409 naming the address', async () => {
    const body = await expectJson<ErrorBody>(await watch(ada, '/pricing'), 409);
    expect(body.error.issues).toMatchObject([{ path: 'url', message: 'You already watch this page' }]);
  });

  it('edits a page: a new address starts its history again', async () => {
    const [page] = (await list(ada)).filter((item) => item.url.endsWith('/changelog.txt'));
    const renamed = await expectJson<WatchedPageCheck>(
      await ada.request(`${BASE}/${page!.id}`, { method: 'PUT', json: { competitor: 'Acme Inc', kind: 'blog', url: page!.url } }),
      200,
    );
    expect(renamed.page).toMatchObject({ competitor: 'Acme Inc', kind: 'blog', versions: 1 });
    const moved = await expectJson<WatchedPageCheck>(
      await ada.request(`${BASE}/${page!.id}`, {
        method: 'PUT',
        json: { competitor: 'Acme Inc', kind: 'blog', url: `${site.origin}/blog` },
      }),
      200,
    );
    expect(moved.page).toMatchObject({ url: `${site.origin}/blog`, versions: 0, lastCheckedAt: null });
    const taken = await ada.request(`${BASE}/${page!.id}`, {
      method: 'PUT',
      json: { competitor: 'Acme', kind: 'blog', url: `${site.origin}/pricing` },
    });
    expect((await expectJson<ErrorBody>(taken, 409)).error.issues?.[0]?.path).toBe('url');
  });

  it('removes a page with its versions', async () => {
    const [page] = (await list(ada)).filter((item) => item.url.endsWith('/to-pricing'));
    expect(await versionRows(page!.id)).toBe(1);
    expect((await ada.request(`${BASE}/${page!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await versionRows(page!.id)).toBe(0);
    expect((await ada.request(`${BASE}/${page!.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps at most 30 pages per user, and reads nothing for the 31st', async () => {
    const userId = (await server.database.db.select({ userId: watchedPages.userId }).from(watchedPages).where(eq(watchedPages.url, `${site.origin}/pricing`)))[0]!.userId;
    const held = (await list(ada)).length;
    await server.database.db.insert(watchedPages).values(
      Array.from({ length: 30 - held }, (_, index) => ({
        userId,
        competitor: 'Filler',
        kind: 'other' as const,
        url: `https://filler.example/${index}`,
      })),
    );
    const asked = site.requests.length;
    const body = await expectJson<ErrorBody>(await watch(ada, '/another'), 422);
    expect(body.error.message).toBe('You can watch up to 30 pages. Remove one to watch another.');
    expect(site.requests).toHaveLength(asked);
  });
});
