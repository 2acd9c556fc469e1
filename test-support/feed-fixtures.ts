/**
 * Feeds for the Founder News Bot's tests (a local feed server serves them): RSS 2.0 after the specification's own
 * sample (https://www.rssboard.org/files/sample-rss-2.xml, 'Liftoff News'), Atom after RFC 4287 §1.1's example.
 */

export type FixtureItem = { guid?: string; title?: string; link?: string; description?: string; pubDate?: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tag = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;

/** An RSS 2.0 document with `items`, newest first as feeds list them. */
export const rssFeed = (title: string, items: FixtureItem[]) =>
  `<?xml version="1.0"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>http://liftoff.msfc.nasa.gov/</link>
    <description>Liftoff to Space Exploration.</description>
    ${items
      .map(
        (item) =>
          `<item>${tag('title', item.title)}${tag('link', item.link)}${tag('description', item.description)}${tag('pubDate', item.pubDate)}${tag('guid', item.guid)}</item>`,
      )
      .join('\n    ')}
  </channel>
</rss>`;

/** The specification's two first items, as it gives them (the second has no title and no link). */
export const LIFTOFF_ITEMS: FixtureItem[] = [
  {
    title: 'Star City',
    link: 'http://liftoff.msfc.nasa.gov/news/2003/news-starcity.asp',
    description:
      'How do Americans get ready to work with Russians aboard the International Space Station? They take a crash course in culture, language and protocol at Russia\'s <a href="http://howe.iki.rssi.ru/GCTC/gctc_e.htm">Star City</a>.',
    pubDate: 'Tue, 03 Jun 2003 09:39:21 GMT',
    guid: 'http://liftoff.msfc.nasa.gov/2003/06/03.html#item573',
  },
  {
    description:
      'Sky watchers in Europe, Asia, and parts of Alaska and Canada will experience a <a href="http://science.nasa.gov/headlines/y2003/30may_solareclipse.htm">partial eclipse of the Sun</a> on Saturday, May 31st.',
    pubDate: 'Fri, 30 May 2003 11:06:42 GMT',
    guid: 'http://liftoff.msfc.nasa.gov/2003/05/30.html#item572',
  },
];

/** RFC 4287 §1.1's 'brief, single-entry Atom Feed Document', as the RFC gives it. */
export const RFC_4287_EXAMPLE = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Example Feed</title>
  <link href="http://example.org/"/>
  <updated>2003-12-13T18:30:02Z</updated>
  <author>
    <name>John Doe</name>
  </author>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <entry>
    <title>Atom-Powered Robots Run Amok</title>
    <link href="http://example.org/2003/12/13/atom03"/>
    <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
    <updated>2003-12-13T18:30:02Z</updated>
    <summary>Some text.</summary>
  </entry>
</feed>`;
