import type { WatchedPageCheck } from '@core/tools/competitor-tracker/watched-pages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectJson } from '../../testing/use-test-server';
import { watchedPages } from './competitor-tracker.tables';
import { versionRows } from './version-rows';
import { listPages, PAGES, useCompetitorSite, watchOn, type ErrorBody } from '../../testing/competitor-site-test-kit';

const t = useCompetitorSite();
const BASE = PAGES;

describe('the watch list', () => {
  it.each([
    ['/pricing', 'pricing'],
    ['/to-pricing', 'product'], // a redirect to /pricing, robots.txt asked on the way
    ['/changelog.txt', 'changelog'], // plain text
  ])('watches %s and reads it at once', async (path, kind) => {
    const { page } = await expectJson<WatchedPageCheck>(await watchOn(t, t.ada, path, 'Acme', kind), 201);
    expect(page).toMatchObject({ kind, problem: null, versions: 1 });
  });

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
    const body = await expectJson<ErrorBody>(await t.ada.post(BASE, input), 422);
    expect(body.error.issues).toMatchObject([{ path, message }]);
  });

  it('refuses a page watched already with a 409 naming the address', async () => {
    const body = await expectJson<ErrorBody>(await watchOn(t, t.ada, '/pricing'), 409);
    expect(body.error.issues).toMatchObject([{ path: 'url', message: 'You already watch this page' }]);
  });

  it('edits a page: a new address starts its history again', async () => {
    const [page] = (await listPages(t.ada)).filter((item) => item.url.endsWith('/changelog.txt'));
    const renamed = await expectJson<WatchedPageCheck>(
      await t.ada.request(`${BASE}/${page!.id}`, {
        method: 'PUT',
        json: { competitor: 'Acme Inc', kind: 'blog', url: page!.url },
      }),
      200,
    );
    expect(renamed.page).toMatchObject({ competitor: 'Acme Inc', kind: 'blog', versions: 1 });
    const moved = await expectJson<WatchedPageCheck>(
      await t.ada.request(`${BASE}/${page!.id}`, {
        method: 'PUT',
        json: { competitor: 'Acme Inc', kind: 'blog', url: `${t.site.origin}/blog` },
      }),
      200,
    );
    expect(moved.page).toMatchObject({ url: `${t.site.origin}/blog`, versions: 0, lastCheckedAt: null });
    const taken = await t.ada.request(`${BASE}/${page!.id}`, {
      method: 'PUT',
      json: { competitor: 'Acme', kind: 'blog', url: `${t.site.origin}/pricing` },
    });
    expect((await expectJson<ErrorBody>(taken, 409)).error.issues?.[0]?.path).toBe('url');
  });

  it('removes a page with its versions', async () => {
    const [page] = (await listPages(t.ada)).filter((item) => item.url.endsWith('/to-pricing'));
    expect(await versionRows(t.server.database.db, page!.id)).toBe(1);
    expect((await t.ada.request(`${BASE}/${page!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await versionRows(t.server.database.db, page!.id)).toBe(0);
    expect((await t.ada.request(`${BASE}/${page!.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps at most 30 pages per user, and reads nothing for the 31st', async () => {
    const userId = (
      await t.server.database.db
        .select({ userId: watchedPages.userId })
        .from(watchedPages)
        .where(eq(watchedPages.url, `${t.site.origin}/pricing`))
    )[0]!.userId;
    const held = (await listPages(t.ada)).length;
    await t.server.database.db.insert(watchedPages).values(
      Array.from({ length: 30 - held }, (_, index) => ({
        userId,
        competitor: 'Filler',
        kind: 'other' as const,
        url: `https://filler.example/${index}`,
      })),
    );
    const asked = t.site.requests.length;
    const body = await expectJson<ErrorBody>(await watchOn(t, t.ada, '/another'), 422);
    expect(body.error.message).toBe('You can watch up to 30 pages. Remove one to watch another.');
    expect(t.site.requests).toHaveLength(asked);
  });
});
