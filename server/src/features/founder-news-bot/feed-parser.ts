import { createHash } from 'node:crypto';
import { plainText, webLink } from './plain-text';
import { childNamed, childrenNamed, childText, readXmlTree, XmlError, type XmlElement } from './xml-tree';

/** An item as the Founder News Bot keeps it: plain text and an http(s) link, and the key it is stored once by. */
export type ParsedItem = { key: string; title: string; summary: string; link: string | null; publishedAt: Date | null };
export type ParsedFeed = { title: string; items: ParsedItem[] };

/** A feed that could not be read: the words say why, for the feed's line on the page. */
export class FeedFormatError extends Error {}

export const FEED_LIMITS = { items: 100, title: 300, summary: 500 } as const;

const dateOf = (text: string): Date | null => {
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * An item's key within its feed (ADR 0110): its guid (RSS 2.0) or id (Atom, RFC 4287 §4.2.6), else its link, else a
 * hash of its title and date — so the same item fetched again is stored once.
 */
const keyOf = (id: string, link: string | null, title: string, date: string) =>
  id || link || `sha256:${createHash('sha256').update(`${title}\n${date}`).digest('hex')}`;

/** An item, or null when it has neither a title nor a summary nor a link to show. */
function itemOf({
  id,
  title,
  summary,
  link,
  date,
}: {
  id: string;
  title: string;
  summary: string;
  link: string | null;
  date: string;
}): ParsedItem | null {
  const shownTitle = plainText(title, FEED_LIMITS.title) || plainText(summary, 80) || link;
  if (!shownTitle) return null;
  return {
    key: keyOf(id, link, title, date),
    title: shownTitle,
    summary: plainText(summary, FEED_LIMITS.summary),
    link,
    publishedAt: dateOf(date),
  };
}

/** RSS 2.0 (https://www.rssboard.org/rss-specification): channel/title, and each item's title, link, description, guid, pubDate. */
function readRss(root: XmlElement, base: string): ParsedFeed {
  const channel = childNamed(root, 'channel');
  if (!channel) throw new FeedFormatError('The RSS document has no <channel>');
  const items = childrenNamed(channel, 'item').map((item) =>
    itemOf({
      id: childText(item, 'guid'),
      title: childText(item, 'title'),
      summary: childText(item, 'description') || childText(item, 'encoded'),
      link: webLink(childText(item, 'link'), base),
      // RSS 2.0's pubDate is RFC 822; Dublin Core's dc:date (RSS 1.0 style) is ISO 8601.
      date: childText(item, 'pubDate') || childText(item, 'date'),
    }),
  );
  return { title: plainText(childText(channel, 'title'), FEED_LIMITS.title), items: present(items) };
}

/** An Atom entry's link to its page: the link whose rel is 'alternate' or left out (RFC 4287 §4.2.7.2). */
const alternateLink = (entry: XmlElement, base: string) => {
  const link = childrenNamed(entry, 'link').find(({ attributes }) => (attributes.rel ?? 'alternate') === 'alternate');
  return link ? webLink(link.attributes.href ?? '', base) : null;
};

/** Atom (RFC 4287): feed/title, and each entry's id, title, alternate link, summary or content, updated or published. */
function readAtom(root: XmlElement, base: string): ParsedFeed {
  const items = childrenNamed(root, 'entry').map((entry) =>
    itemOf({
      id: childText(entry, 'id'),
      title: childText(entry, 'title'),
      summary: childText(entry, 'summary') || childText(entry, 'content'),
      link: alternateLink(entry, base),
      date: childText(entry, 'published') || childText(entry, 'updated'),
    }),
  );
  return { title: plainText(childText(root, 'title'), FEED_LIMITS.title), items: present(items) };
}

const present = (items: (ParsedItem | null)[]) =>
  items.filter((item): item is ParsedItem => item !== null).slice(0, FEED_LIMITS.items);

/**
 * Reads an RSS 2.0 or Atom feed fetched from `url` (relative links are read against it). Anything else — not XML, or
 * XML of another kind — throws a FeedFormatError saying why.
 */
export function parseFeed(xml: string, url: string): ParsedFeed {
  let root: XmlElement;
  try {
    root = readXmlTree(xml);
  } catch (error) {
    if (error instanceof XmlError) throw new FeedFormatError(`It is not well-formed XML (${error.message})`);
    throw error;
  }
  if (root.name === 'rss') return readRss(root, url);
  if (root.name === 'feed') return readAtom(root, url);
  throw new FeedFormatError(`It is not an RSS or Atom feed (its document is <${root.name}>)`);
}
