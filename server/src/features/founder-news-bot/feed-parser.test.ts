import { describe, expect, it } from 'vitest';
import { LIFTOFF_ITEMS, RFC_4287_EXAMPLE, rssFeed } from '../../../../test-support/feed-fixtures';
import { FeedFormatError, parseFeed } from './feed-parser';

describe('parseFeed', () => {
  it('reads RSS 2.0: the channel title, each item as plain text with its guid, link and pubDate', () => {
    const feed = parseFeed(rssFeed('Liftoff News', LIFTOFF_ITEMS), 'http://liftoff.msfc.nasa.gov/rss.xml');
    expect(feed.title).toBe('Liftoff News');
    // The specification's sample, read by hand: the description's <a> is dropped, its words kept; pubDate is RFC 822 GMT.
    expect(feed.items[0]).toEqual({
      key: 'http://liftoff.msfc.nasa.gov/2003/06/03.html#item573',
      title: 'Star City',
      summary:
        "How do Americans get ready to work with Russians aboard the International Space Station? They take a crash course in culture, language and protocol at Russia's Star City .",
      link: 'http://liftoff.msfc.nasa.gov/news/2003/news-starcity.asp',
      publishedAt: new Date('2003-06-03T09:39:21Z'),
    });
    // An item with neither title nor link (RSS 2.0 needs only one of title or description): its words give the title,
    // at most 80 characters cut at a word — the 79 first end '…experience a ' (counted by hand), so the title ends at 'a'.
    expect(feed.items[1]).toMatchObject({
      key: 'http://liftoff.msfc.nasa.gov/2003/05/30.html#item572',
      title: 'Sky watchers in Europe, Asia, and parts of Alaska and Canada will experience a…',
      link: null,
      publishedAt: new Date('2003-05-30T11:06:42Z'),
    });
  });

  it('reads RFC 4287’s example Atom feed: id, title, the alternate link, summary, updated', () => {
    expect(parseFeed(RFC_4287_EXAMPLE, 'http://example.org/feed.atom')).toEqual({
      title: 'Example Feed',
      items: [
        {
          key: 'urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a',
          title: 'Atom-Powered Robots Run Amok',
          summary: 'Some text.',
          link: 'http://example.org/2003/12/13/atom03',
          publishedAt: new Date('2003-12-13T18:30:02Z'),
        },
      ],
    });
  });

  it('keys an item without a guid by its link, and one without either by a hash of its title and date', () => {
    const feed = parseFeed(
      rssFeed('Keys', [
        { title: 'Linked', link: '/news/1', pubDate: 'Mon, 30 Nov 2026 09:00:00 +0530' },
        { title: 'Bare', pubDate: 'Mon, 30 Nov 2026 09:00:00 +0530' },
      ]),
      'https://news.example/feed',
    );
    // A relative link is read against the feed's address; +0530 is India's offset: 09:00 there is 03:30 UTC.
    expect(feed.items[0]).toMatchObject({ key: 'https://news.example/news/1', link: 'https://news.example/news/1' });
    expect(feed.items[0]!.publishedAt).toEqual(new Date('2026-11-30T03:30:00Z'));
    expect(feed.items[1]!.key).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('never keeps HTML or a link that is not http(s)', () => {
    const [item] = parseFeed(
      rssFeed('Tricks', [
        {
          title: '<b>Bold</b> &amp; <script>alert(1)</script>news',
          link: 'javascript:alert(1)',
          description: '<p>One&nbsp;&#8212; two</p><style>p{}</style><img src=x onerror=alert(1)>',
        },
      ]),
      'https://news.example/feed',
    ).items;
    expect(item).toMatchObject({ title: 'Bold & news', summary: 'One — two', link: null });
  });

  it('expands no entity a document declares (no entity bomb, no external file): it is refused', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY file SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>&b;&file;</title></channel></rss>`;
    expect(() => parseFeed(bomb, 'https://x.example/')).toThrow(/^It is not well-formed XML/);
  });

  it('says why a document is not a feed', () => {
    expect(() => parseFeed('<html><body>Not a feed</body></html>', 'https://x.example/')).toThrow(
      new FeedFormatError('It is not an RSS or Atom feed (its document is <html>)'),
    );
    expect(() => parseFeed('<rss><channel><title>Cut', 'https://x.example/')).toThrow(/^It is not well-formed XML/);
    expect(() => parseFeed('<rss version="2.0"></rss>', 'https://x.example/')).toThrow(
      'The RSS document has no <channel>',
    );
  });
});
