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

  it("starts a key's next window when its own has passed, between the sweeps of old keys", () => {
    let now = 0;
    const take = createRateWindow({ limit: 1, windowMs: 1000, now: () => now });
    now = 500;
    expect([take('bob'), take('bob')]).toEqual([true, false]);
    now = 1000; // a sweep: bob's window (from 500) is still running
    expect(take('bob')).toBe(false);
    now = 1500; // no sweep until 2000, yet bob's window (500–1500) is over
    expect(take('bob')).toBe(true);
  });
});
