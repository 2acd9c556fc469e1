import { describe, expect, it } from 'vitest';
import { lastActivityDay, newestFirst } from './activity';

describe('dated items', () => {
  it('are listed newest day first, a day’s items the later added first', () => {
    const items = [
      { id: 'a', on: '2026-11-28' },
      { id: 'b', on: '2026-11-30' },
      { id: 'c', on: '2026-11-29' },
      { id: 'd', on: '2026-11-30' },
    ];
    expect(newestFirst(items).map(({ id }) => id)).toEqual(['d', 'b', 'c', 'a']);
    expect(lastActivityDay(items)).toBe('2026-11-30');
    expect(lastActivityDay([])).toBeNull();
  });
});
