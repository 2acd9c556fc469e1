import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIFTOFF_ITEMS, RFC_4287_EXAMPLE, rssFeed } from '../../../../test-support/feed-fixtures';
import { expectJson } from '../../testing/use-test-server';
import { refreshAllFollowedFeeds } from './feed-refresh-job';
import { newsFeeds, newsItems } from './founder-news-bot.tables';
import { follow, itemsOf, NEWS, useNewsServers } from '../../testing/news-test-kit';

const t = useNewsServers();
const refreshAll = () => refreshAllFollowedFeeds(t.server.database.db, t.server.safeFetch);
const storedItems = async (feedId: string) =>
  (await t.server.database.db.select({ n: count() }).from(newsItems).where(eq(newsItems.feedId, feedId)))[0]!.n;

const LATER = {
  title: 'Zepto raises $350M',
  link: 'https://news.example/zepto',
  description: 'Funding for quick commerce.',
  pubDate: 'Mon, 30 Nov 2026 08:00:00 GMT',
  guid: 'zepto-350',
};

describe('fetching feeds (a local feed server)', () => {
  it('fetches a feed on following, then conditionally: a 304 stores nothing, a new item is stored once', async () => {
    t.feeds.serve('/liftoff.xml', rssFeed('Liftoff News', LIFTOFF_ITEMS));
    const feed = await follow(t.ada, t.feeds.url('/liftoff.xml'));
    expect(feed).toMatchObject({ title: 'Liftoff News', lastError: null });
    expect(t.feeds.stats('/liftoff.xml')).toEqual({ requests: 1, notModified: 0 });
    // Newest first: 3 June 2003 before 30 May 2003 (the specification's sample's dates).
    expect((await itemsOf(t.ada)).map(({ title, feedTitle }) => [title, feedTitle])).toEqual([
      ['Star City', 'Liftoff News'],
      ['Sky watchers in Europe, Asia, and parts of Alaska and Canada will experience a…', 'Liftoff News'],
    ]);

    // Unchanged: the job asks with the ETag, the server answers 304, nothing is stored.
    await refreshAll();
    expect(t.feeds.stats('/liftoff.xml')).toEqual({ requests: 2, notModified: 1 });
    expect(await storedItems(feed.id)).toBe(2);

    // A new version with one more item and the two it had: the new one is stored, the others not twice.
    t.feeds.serve('/liftoff.xml', rssFeed('Liftoff News', [LATER, ...LIFTOFF_ITEMS]));
    await refreshAll();
    expect(t.feeds.stats('/liftoff.xml')).toEqual({ requests: 3, notModified: 1 });
    expect(await storedItems(feed.id)).toBe(3);
    expect((await itemsOf(t.ada))[0]).toMatchObject({
      title: 'Zepto raises $350M',
      summary: 'Funding for quick commerce.',
      link: 'https://news.example/zepto',
      publishedAt: '2026-11-30T08:00:00.000Z',
      read: false,
      saved: false,
    });
  });

  it('fetches a feed two founders follow once, and an Atom feed as well as RSS', async () => {
    t.feeds.serve('/atom.xml', RFC_4287_EXAMPLE, 'application/atom+xml');
    const [forAda, forBob] = [
      await follow(t.ada, t.feeds.url('/atom.xml')),
      await follow(t.bob, t.feeds.url('/atom.xml')),
    ];
    expect(forBob.id).toBe(forAda.id);
    expect(t.feeds.stats('/atom.xml').requests).toBe(1);
    expect((await itemsOf(t.bob)).map(({ title, link }) => [title, link])).toEqual([
      ['Atom-Powered Robots Run Amok', 'http://example.org/2003/12/13/atom03'],
    ]);
    await refreshAll();
    expect(t.feeds.stats('/atom.xml')).toEqual({ requests: 2, notModified: 1 });
  });

  it('reports a malformed feed on the feed, and the others are fetched all the same', async () => {
    t.feeds.serve('/broken.xml', '<html><body>Moved to our app</body></html>', 'text/html');
    const broken = await follow(t.ada, t.feeds.url('/broken.xml'));
    expect(broken.lastError).toBe('It is not an RSS or Atom feed (its document is <html>)');
    const missing = await follow(t.ada, t.feeds.url('/missing.xml'));
    expect(missing.lastError).toBe('the server answered 404');

    t.feeds.serve('/liftoff.xml', rssFeed('Liftoff News', [{ ...LATER, guid: 'newer', title: 'Newer' }, LATER]));
    const before = t.feeds.stats('/liftoff.xml').requests;
    await refreshAll();
    expect(t.feeds.stats('/liftoff.xml').requests).toBe(before + 1);
    expect((await itemsOf(t.ada)).some(({ title }) => title === 'Newer')).toBe(true);
    const feeds = await expectJson<{ url: string; lastError: string | null }[]>(
      await t.ada.request(`${NEWS}/feeds`),
      200,
    );
    expect(feeds.find(({ url }) => url.endsWith('/broken.xml'))?.lastError).toBe(
      'It is not an RSS or Atom feed (its document is <html>)',
    );
  });

  it('refuses to follow a private address, by the field, and keeps nothing of it', async () => {
    const answer = await t.ada.post(`${NEWS}/feeds`, { url: 'http://10.0.0.1/feed.xml' });
    const body = await expectJson<{ error: { issues: { path: string; message: string }[] } }>(answer, 422);
    expect(body.error.issues).toEqual([
      expect.objectContaining({
        path: 'url',
        message: 'This address cannot be fetched: 10.0.0.1 is not a public address',
      }),
    ]);
    const rows = await t.server.database.db
      .select()
      .from(newsFeeds)
      .where(eq(newsFeeds.url, 'http://10.0.0.1/feed.xml'));
    expect(rows).toEqual([]);
  });
});
