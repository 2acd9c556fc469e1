import { describe, expect, it } from 'vitest';
import {
  LEAN_CANVAS_BLOCKS,
  SWOT_QUADRANTS,
  WIDGET_TYPES,
  defaultWidgetData,
  googleTrendsUrl,
  widgetDataSchemas,
  youtubeVideoId,
  type WidgetType,
} from './widget-contracts';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['  http://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
  ])('%j → %j', (url, id) => expect(youtubeVideoId(url)).toBe(id));

  it.each([
    'https://vimeo.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://notyoutu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=<script>',
    'https://youtu.be/',
    'not a url',
    '',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('%j → null', (url) => expect(youtubeVideoId(url)).toBeNull());
});

describe('defaultWidgetData', () => {
  const fields: Record<WidgetType, string[]> = {
    'lean-canvas': Object.keys(LEAN_CANVAS_BLOCKS),
    'google-trends': ['searchTerm'],
    'swot-analysis': Object.keys(SWOT_QUADRANTS),
    prd: ['title', 'content'],
    'validation-strategy': ['title', 'content'],
    pinterest: ['url'],
    youtube: ['url', 'title'],
    image: ['url', 'caption'],
  };

  it.each(WIDGET_TYPES)('%s has every field empty', (type) => {
    expect(defaultWidgetData(type)).toEqual(Object.fromEntries(fields[type].map((field) => [field, ''])));
  });
});

describe('widgetDataSchemas', () => {
  const valid: Record<WidgetType, Record<string, string>> = {
    'lean-canvas': { problem: 'Founders lose ideas', revenueStreams: 'Subscriptions' },
    'google-trends': { searchTerm: 'meal kits' },
    'swot-analysis': { strengths: 'Fast team', threats: 'Incumbents' },
    prd: { title: 'MVP', content: '## Goals' },
    'validation-strategy': { title: 'Interviews', content: 'Talk to 20 founders' },
    pinterest: { url: 'https://www.pinterest.com/pin/123/' },
    youtube: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Pitch' },
    image: { url: 'http://example.com/a.png', caption: 'Mock-up' },
  };

  it.each(WIDGET_TYPES)('%s accepts valid data and fills the missing fields', (type) => {
    const result = widgetDataSchemas[type].safeParse(valid[type]);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...defaultWidgetData(type), ...valid[type] });
  });

  it.each(WIDGET_TYPES)('%s refuses unknown fields', (type) => {
    expect(widgetDataSchemas[type].safeParse({ ...valid[type], html: '<b>x</b>' }).success).toBe(false);
  });

  it.each(['pinterest', 'youtube', 'image'] as const)('%s refuses addresses that are not http(s)', (type) => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/a',
      'example.com',
    ]) {
      const result = widgetDataSchemas[type].safeParse({ url });
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter an address starting with http:// or https://');
    }
  });

  it('trims short fields and addresses', () => {
    expect(widgetDataSchemas.youtube.parse({ url: ' https://youtu.be/dQw4w9WgXcQ ', title: ' Pitch ' })).toEqual({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Pitch',
    });
  });

  it('refuses text over its limit', () => {
    expect(widgetDataSchemas.prd.safeParse({ title: 'x'.repeat(501) }).success).toBe(false);
    expect(widgetDataSchemas.prd.safeParse({ content: 'x'.repeat(20_001) }).success).toBe(false);
  });
});

describe('googleTrendsUrl', () => {
  it('encodes the trimmed term', () => {
    expect(googleTrendsUrl(' meal kits & co/op ')).toBe(
      'https://trends.google.com/trends/explore?q=meal%20kits%20%26%20co%2Fop',
    );
  });
});
