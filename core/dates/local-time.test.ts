import { describe, expect, it } from 'vitest';
import { localDayAndHour } from './local-time';

describe('localDayAndHour', () => {
  // 2026-12-04T20:00Z: India is UTC+5:30 (no daylight saving) → 01:30 on the 5th; New York is UTC−5 in December
  // (EST) → 15:00 on the 4th; Tokyo UTC+9 → 05:00 on the 5th.
  const now = new Date('2026-12-04T20:00:00Z');
  it.each([
    ['Asia/Kolkata', { day: '2026-12-05', hour: 1 }],
    ['America/New_York', { day: '2026-12-04', hour: 15 }],
    ['Asia/Tokyo', { day: '2026-12-05', hour: 5 }],
    ['UTC', { day: '2026-12-04', hour: 20 }],
  ])('%s', (zone, expected) => expect(localDayAndHour(zone, now)).toEqual(expected));

  it('says midnight is hour 0', () => expect(localDayAndHour('UTC', new Date('2026-12-05T00:10:00Z')).hour).toBe(0));
});
