import { describe, expect, it } from 'vitest';
import { exportOf, importInto } from '../../testing/import-test-fixture';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import type { WatchedPageView } from '@core/tools/competitor-tracker/watched-pages';
import { watchedPages, watchedPageVersions } from './competitor-tracker.tables';
import { eq } from 'drizzle-orm';

/*
 * The Competitor Tracker in 'Export my data' and 'Import data' (ADR 0109): each watched page with the versions of its
 * text, oldest first; the import adds the pages the account does not watch yet (by address) with their versions.
 */
const t = useTestServer();

describe('the Competitor Tracker’s part of the account file', () => {
  it('holds the watched pages and their versions, and restores them once', async () => {
    const founder = await t.server.signedInClient('tracker-export@example.com');
    const url = 'https://acme.invalid/pricing';
    const { page } = await expectJson<{ page: WatchedPageView }>(
      await founder.post('/api/competitor-tracker/pages', { competitor: 'Acme', kind: 'pricing', url }),
      201,
    );
    // Two versions as the checks would have stored them (nothing answers at .invalid).
    await t.server.database.db.insert(watchedPageVersions).values([
      { pageId: page.id, text: 'Starter: $19 a month', fetchedAt: new Date('2026-11-01T05:30:00Z') },
      { pageId: page.id, text: 'Starter: $24 a month', fetchedAt: new Date('2026-11-08T05:30:00Z') },
    ]);

    const file = await exportOf(founder);
    expect(file.version).toBe(8);
    expect(file.watchedPages).toEqual([
      {
        competitor: 'Acme',
        kind: 'pricing',
        url,
        createdAt: expect.any(String),
        versions: [
          { text: 'Starter: $19 a month', fetchedAt: '2026-11-01T05:30:00.000Z' },
          { text: 'Starter: $24 a month', fetchedAt: '2026-11-08T05:30:00.000Z' },
        ],
      },
    ]);

    const fresh = await t.server.signedInClient('tracker-import@example.com');
    expect(await expectJson(await importInto(fresh, file), 200)).toMatchObject({
      watchedPages: { added: 1, alreadyThere: 0 },
    });
    const { pages } = await expectJson<{ pages: WatchedPageView[] }>(
      await fresh.request('/api/competitor-tracker/pages'),
      200,
    );
    expect(pages).toMatchObject([
      {
        url,
        versions: 2,
        changedAt: '2026-11-08T05:30:00.000Z',
        lastChange: [
          { kind: 'removed', text: 'Starter: $19 a month' },
          { kind: 'added', text: 'Starter: $24 a month' },
        ],
      },
    ]);
    // A second import adds nothing: the address is watched already.
    expect(await expectJson(await importInto(fresh, file), 200)).toMatchObject({
      watchedPages: { added: 0, alreadyThere: 1 },
    });
    const [restored] = await t.server.database.db.select().from(watchedPages).where(eq(watchedPages.url, url));
    expect(restored).toBeDefined();
  });

  it('refuses a file whose pages repeat an address, naming it', async () => {
    const founder = await t.server.signedInClient('tracker-repeat@example.com');
    const file = await exportOf(founder);
    const repeated = { competitor: 'Acme', kind: 'pricing', url: 'https://acme.invalid/', versions: [] };
    const body = await expectJson<{ error: { issues: { path: string; message: string }[] } }>(
      await importInto(founder, { ...file, watchedPages: [repeated, repeated] }),
      422,
    );
    expect(body.error.issues).toMatchObject([
      { path: 'watchedPages.1.url', message: 'Two watched pages have this address' },
    ]);
  });
});
