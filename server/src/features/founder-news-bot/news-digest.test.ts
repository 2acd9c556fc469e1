import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rssFeed } from '../../../../test-support/feed-fixtures';
import { expectJson } from '../../testing/use-test-server';
import { newsItems } from './founder-news-bot.tables';
import { refreshAllFollowedFeeds } from './feed-refresh-job';
import { sendNewsDigests } from './news-digest';
import { follow, NEWS, useNewsServers } from '../../testing/news-test-kit';

const t = useNewsServers();
const ITEMS = [
  { guid: 'a', title: 'Zepto raises $350M', link: 'https://news.example/a' },
  { guid: 'b', title: 'Crypto exchange raises seed', link: 'https://news.example/b' },
  { guid: 'c', title: 'Layoffs at a logistics startup', link: 'https://news.example/c' },
];
const digest = (iso: string) => sendNewsDigests(t.server.database.db, t.server.notifier, new Date(iso));
const digestMails = (to: string) =>
  t.server.mails.filter((mail) => mail.to === to && mail.subject.includes('in your news feeds'));

describe('the daily digest, on a clock the test gives', () => {
  it('sends opted-in founders the new items that pass their filters, once a day from 07:00 UTC', async () => {
    t.feeds.serve('/digest.xml', rssFeed('Funding Wire', ITEMS));
    await follow(t.ada, t.feeds.url('/digest.xml'));
    await follow(t.bob, t.feeds.url('/digest.xml'));
    // The items came on 30 Nov 2026 at 06:00 UTC (set by hand: the fetch stamps the real clock).
    await t.server.database.db.update(newsItems).set({ fetchedAt: new Date('2026-11-30T06:00:00Z') });
    // Ada opts in with filters; Bob keeps the digest off (the default).
    await expectJson(
      await t.ada.request(`${NEWS}/settings`, {
        method: 'PUT',
        json: { include: ['raises'], exclude: ['crypto'], digest: true },
      }),
      200,
    );

    // Before 07:00 UTC nothing goes; at 07:20 Ada's digest goes, once; later runs that day send nothing more.
    expect(await digest('2026-11-30T06:20:00Z')).toBe(0);
    expect(await digest('2026-11-30T07:20:00Z')).toBe(1);
    expect(await digest('2026-11-30T08:20:00Z')).toBe(0);
    const mails = digestMails('ada@example.com');
    expect(mails).toHaveLength(1);
    // 'raises' is in a and b, 'crypto' drops b: one item, as plain text and its link.
    expect(mails[0]!.subject).toBe('1 new item in your news feeds');
    expect(mails[0]!.text.split('\n\n').slice(0, 2)).toEqual([
      '1 new item matches your filters since the last digest:',
      'Zepto raises $350M (Funding Wire) https://news.example/a',
    ]);
    expect(digestMails('bob@example.com')).toEqual([]);

    // The next day nothing new came: the day is claimed, and nothing is sent.
    expect(await digest('2026-12-01T07:20:00Z')).toBe(0);
    // A new item fetched on 1 Dec at 12:00 (the feed's next version, its fetch time set by hand) is in the digest of
    // 2 Dec, and the old ones are not again.
    t.feeds.serve('/digest.xml', rssFeed('Funding Wire', [{ guid: 'd', title: 'Ather raises $70M' }, ...ITEMS]));
    await refreshAllFollowedFeeds(t.server.database.db, t.server.safeFetch);
    await t.server.database.db
      .update(newsItems)
      .set({ fetchedAt: new Date('2026-12-01T12:00:00Z') })
      .where(eq(newsItems.key, 'd'));
    expect(await digest('2026-12-02T07:20:00Z')).toBe(1);
    const second = digestMails('ada@example.com').at(-1)!.text;
    expect(second).toContain('Ather raises $70M (Funding Wire)');
    expect(second).not.toContain('Zepto');

    // Turned off, no digest goes.
    await expectJson(
      await t.ada.request(`${NEWS}/settings`, { method: 'PUT', json: { include: [], exclude: [], digest: false } }),
      200,
    );
    expect(await digest('2026-12-03T07:20:00Z')).toBe(0);
  });
});
