/**
 * The feeds the Founder News Bot offers to follow with one click (ADR 0110): startup and business news whose exact feed
 * address a public source documents, each with that source and the day it was checked. Feeds whose address was only
 * seen in unattributed snippets (Inc42, YourStory, Entrackr, Crunchbase News) are left out until a source names them.
 */
export type DefaultFeed = {
  /** Stable key (the account file and the page name it by its address; this is for lists). */
  id: string;
  title: string;
  url: string;
  /** Where it reports from: India, or the world. */
  region: 'india' | 'global';
  /** Public pages that give this exact feed address. */
  sources: readonly string[];
  /** The day the sources were read (YYYY-MM-DD). */
  checked: string;
};

export const DEFAULT_FEEDS: readonly DefaultFeed[] = [
  {
    id: 'techcrunch',
    title: 'TechCrunch',
    url: 'https://techcrunch.com/feed/',
    region: 'global',
    sources: [
      // A reader's note that TechCrunch's feed moved from FeedBurner to this address.
      'https://dandandin.net/category/internet-en',
      // Planet Web 2.0's list of startup news feeds (the same path, over http).
      'https://github.com/feedreader/planets/blob/3454496259f58a159cfc33e28d784734fb154e92/web20.ini',
    ],
    checked: '2026-11-30',
  },
  {
    id: 'mint-companies',
    title: 'Mint — Companies',
    url: 'https://www.livemint.com/rss/companies',
    region: 'india',
    sources: ['https://github.com/nirmitsaini1024/Productathon-26/blob/HEAD/eprocure-scraper/src/rss-feeds.js'],
    checked: '2026-11-30',
  },
];
