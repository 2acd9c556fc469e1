import type { NewsSettings } from '@core/tools/founder-news-bot/news-feeds';
import { describe, expect, it } from 'vitest';
import { rssFeed } from '../../../../test-support/feed-fixtures';
import { expectJson } from '../../testing/use-test-server';
import { follow, itemsOf, NEWS, setState, useNewsServers } from '../../testing/news-test-kit';

const t = useNewsServers();

const ITEMS = [
  {
    guid: 'a',
    title: 'Zepto raises $350M in Series G',
    link: 'https://news.example/a',
    pubDate: 'Mon, 30 Nov 2026 08:00:00 GMT',
  },
  {
    guid: 'b',
    title: 'Crypto exchange raises seed round',
    link: 'https://news.example/b',
    pubDate: 'Sun, 29 Nov 2026 08:00:00 GMT',
  },
  {
    guid: 'c',
    title: 'Layoffs at a logistics startup',
    link: 'https://news.example/c',
    pubDate: 'Sat, 28 Nov 2026 08:00:00 GMT',
  },
];
const titles = (items: { title: string }[]) => items.map(({ title }) => title);

describe('the Founder News Bot’s routes', () => {
  it('refuses an address that is not http(s), by the field', async () => {
    for (const url of ['ftp://news.example/feed', 'javascript:alert(1)', 'news.example/feed', '  ']) {
      const body = await expectJson<{ error: { issues: { path: string; message: string }[] } }>(
        await t.ada.post(`${NEWS}/feeds`, { url }),
        422,
      );
      expect(body.error.issues[0]?.path, url).toBe('url');
    }
  });

  it('filters by keywords, marks read and saved, and keeps a saved item after unfollowing its feed', async () => {
    t.feeds.serve('/funding.xml', rssFeed('Funding Wire', ITEMS));
    const feed = await follow(t.ada, t.feeds.url('/funding.xml'));
    expect(titles(await itemsOf(t.ada))).toEqual(ITEMS.map(({ title }) => title));

    const filters: NewsSettings = { include: ['raises'], exclude: ['crypto'], digest: false };
    expect(await expectJson(await t.ada.request(`${NEWS}/settings`, { method: 'PUT', json: filters }), 200)).toEqual(
      filters,
    );
    expect(await expectJson(await t.ada.request(`${NEWS}/settings`), 200)).toEqual(filters);
    // 'raises' is in a and b; 'crypto' (any case) drops b.
    const [zepto] = await itemsOf(t.ada);
    expect(titles(await itemsOf(t.ada))).toEqual(['Zepto raises $350M in Series G']);

    await expectJson(await setState(t.ada, zepto!.id, { read: true }), 200);
    expect(await itemsOf(t.ada, 'unread')).toEqual([]);
    const saved = await expectJson<{ read: boolean; saved: boolean }>(
      await setState(t.ada, zepto!.id, { saved: true }),
      200,
    );
    expect(saved).toMatchObject({ read: true, saved: true });
    // Bob sees nothing of Ada's: her filters, marks and saved items are hers.
    expect(await itemsOf(t.bob, 'saved')).toEqual([]);
    expect(await expectJson(await t.bob.request(`${NEWS}/settings`), 200)).toEqual({
      include: [],
      exclude: [],
      digest: false,
    });

    expect((await t.ada.request(`${NEWS}/feeds/${feed.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await itemsOf(t.ada)).toEqual([]);
    expect(titles(await itemsOf(t.ada, 'saved'))).toEqual(['Zepto raises $350M in Series G']);
    // Unsaved now, the item of a feed Ada no longer follows is out of her reach.
    await expectJson(await setState(t.ada, zepto!.id, { saved: false }), 200);
    expect((await setState(t.ada, zepto!.id, { read: false })).status).toBe(404);
  });

  it('refuses filter words past their limits, by the field', async () => {
    const body = await expectJson<{ error: { issues: { path: string }[] } }>(
      await t.ada.request(`${NEWS}/settings`, { method: 'PUT', json: { include: [' '], exclude: [], digest: false } }),
      422,
    );
    expect(body.error.issues[0]?.path).toBe('include.0');
  });

  it('refreshes the founder’s feeds on demand', async () => {
    t.feeds.serve('/fresh.xml', rssFeed('Fresh', ITEMS.slice(2)));
    await follow(t.bob, t.feeds.url('/fresh.xml'));
    t.feeds.serve('/fresh.xml', rssFeed('Fresh', ITEMS));
    const feeds = await expectJson<{ title: string }[]>(await t.bob.post(`${NEWS}/feeds/refresh`, {}), 200);
    expect(titles(feeds)).toContain('Fresh');
    expect(titles(await itemsOf(t.bob))).toEqual(ITEMS.map(({ title }) => title));
  });
});
