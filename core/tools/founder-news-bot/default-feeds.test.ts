import { describe, expect, it } from 'vitest';
import { z } from '../../zod';
import { DEFAULT_FEEDS } from './default-feeds';
import { feedUrlSchema } from './news-feeds';

describe('the suggested feeds', () => {
  it('each has a feed address the field accepts, at least one public https source, and the day it was checked', () => {
    for (const feed of DEFAULT_FEEDS) {
      expect(z.safeParse(feedUrlSchema, feed.url).success, feed.id).toBe(true);
      expect(new URL(feed.url).toString(), feed.id).toBe(feed.url);
      expect(feed.sources.length, feed.id).toBeGreaterThan(0);
      for (const source of feed.sources) expect(new URL(source).protocol, source).toBe('https:');
      expect(feed.checked, feed.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('includes Indian news, and names each feed once', () => {
    expect(DEFAULT_FEEDS.some(({ region }) => region === 'india')).toBe(true);
    expect(new Set(DEFAULT_FEEDS.map(({ url }) => url)).size).toBe(DEFAULT_FEEDS.length);
    expect(new Set(DEFAULT_FEEDS.map(({ id }) => id)).size).toBe(DEFAULT_FEEDS.length);
  });
});
