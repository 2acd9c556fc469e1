import { describe, expect, it } from 'vitest';
import { checkInReminderDue } from './check-in-reminder';
import { checkInOf } from './check-in-test-data';

describe('the weekly check-in reminder', () => {
  // 30 Nov 2026 is a Monday (ISO weekday 1) in 2026-W49; 2 Dec 2026 is the Wednesday of that week.
  it('is due on the reminder day when the week has no check-in, keyed by the week', () => {
    expect(checkInReminderDue({ reminderDay: 1, checkIns: [] }, '2026-11-30')).toEqual({
      key: 'check-in:2026-W49',
      week: '2026-W49',
    });
    expect(checkInReminderDue({ reminderDay: 3, checkIns: [] }, '2026-12-02')?.week).toBe('2026-W49');
  });

  it('is not due on another day, without a reminder, or once the week is answered', () => {
    expect(checkInReminderDue({ reminderDay: 1, checkIns: [] }, '2026-12-01')).toBeNull();
    expect(checkInReminderDue({ reminderDay: null, checkIns: [] }, '2026-11-30')).toBeNull();
    const answered = [checkInOf('2026-W49', [3, 3, 3, 3, 3])];
    expect(checkInReminderDue({ reminderDay: 1, checkIns: answered }, '2026-11-30')).toBeNull();
    // Last week's check-in does not answer this week.
    expect(
      checkInReminderDue({ reminderDay: 1, checkIns: [checkInOf('2026-W48', [3, 3, 3, 3, 3])] }, '2026-11-30')?.week,
    ).toBe('2026-W49');
  });

  it('reminds on Friday 1 January 2027 of week 53 of 2026', () => {
    // By hand (see iso-week.test.ts): 1 Jan 2027 is the Friday (5) of 2026-W53.
    expect(checkInReminderDue({ reminderDay: 5, checkIns: [] }, '2027-01-01')?.key).toBe('check-in:2026-W53');
  });
});
