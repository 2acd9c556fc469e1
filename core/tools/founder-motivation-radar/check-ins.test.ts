import { z } from '@core/zod';
import { describe, expect, it } from 'vitest';
import { checkInOf } from './check-in-test-data';
import { checkInLogDataSchema, withCheckIn } from './check-ins';

const issues = (data: unknown) =>
  (z.safeParse(checkInLogDataSchema, data).error?.issues ?? []).map(({ path, message }) => [path.join('.'), message]);

describe('the check-in log', () => {
  const log = {
    timeZone: 'Europe/Berlin',
    reminderDay: 1,
    checkIns: [checkInOf('2026-W49', [4, 3, 2, 4, 3], 'Demo day')],
  };

  it('takes a week of five scores from 1 to 5', () => {
    expect(issues(log)).toEqual([]);
  });

  it('names the field that is wrong', () => {
    const bad = {
      timeZone: 'Mars/Olympus',
      reminderDay: 8,
      checkIns: [{ ...checkInOf('2027-W53', [0, 6, 2.5, 3, 3]), note: 'x'.repeat(1001) }],
    };
    expect(issues(bad)).toEqual([
      ['timeZone', 'Choose a time zone'],
      ['reminderDay', 'Choose a day'],
      ['checkIns.0.week', 'Choose a week'], // 2027 has 52 weeks
      ['checkIns.0.energy', 'Choose a score from 1 to 5'],
      ['checkIns.0.motivation', 'Choose a score from 1 to 5'],
      ['checkIns.0.stress', 'Choose a score from 1 to 5'],
      ['checkIns.0.note', 'At most 1000 characters'],
    ]);
  });

  it('keeps one check-in a week', () => {
    expect(issues({ ...log, checkIns: [...log.checkIns, checkInOf('2026-W49', [1, 1, 1, 1, 1])] })).toEqual([
      ['checkIns', 'One check-in a week'],
    ]);
    const edited = withCheckIn(log.checkIns, checkInOf('2026-W49', [5, 5, 5, 5, 5]));
    expect(edited).toEqual([checkInOf('2026-W49', [5, 5, 5, 5, 5])]);
    const added = withCheckIn(edited, checkInOf('2026-W47', [2, 2, 2, 2, 2]));
    expect(added.map(({ week }) => week)).toEqual(['2026-W49', '2026-W47']);
  });
});
