import { describe, expect, it } from 'vitest';
import { checkInOf } from './check-in-test-data';
import { checkInsCsv } from './check-ins-csv';

describe('the check-ins as CSV', () => {
  it('writes one row a week, newest first, with its Monday and average', () => {
    const csv = checkInsCsv([
      checkInOf('2026-W48', [2, 2, 1, 2, 2], 'Board meeting, "tough"'),
      checkInOf('2026-W49', [4, 3, 2, 4, 3], ''),
    ]);
    // W49 starts Mon 30 Nov 2026, W48 Mon 23 Nov; averages 16/5 = 3.2 and 9/5 = 1.8 (worked by hand).
    expect(csv).toBe(
      'Week,Week starts,Energy,Motivation,Stress (5 = calm),Sleep,Focus,Average,Note\r\n' +
        '2026-W49,2026-11-30,4,3,2,4,3,3.2,\r\n' +
        '2026-W48,2026-11-23,2,2,1,2,2,1.8,"Board meeting, ""tough"""\r\n',
    );
  });
});
