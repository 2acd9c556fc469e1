import { describe, expect, it } from 'vitest';
import { createRateWindow } from './rate-window';

describe('createRateWindow', () => {
  it('allows `limit` events per key in a window, each key its own, and all again in the next window', () => {
    let now = 0;
    const take = createRateWindow({ limit: 2, windowMs: 1000, now: () => now });
    expect([take('ada'), take('ada'), take('ada'), take('bob')]).toEqual([true, true, false, true]);
    now = 999;
    expect(take('ada')).toBe(false);
    now = 1000;
    expect([take('ada'), take('ada'), take('ada')]).toEqual([true, true, false]);
  });
});
