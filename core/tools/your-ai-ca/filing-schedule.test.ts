import { describe, expect, it } from 'vitest';
import { DELHI_PRIVATE } from './company-profile-fixtures';
import { filingStatus, isReminderDue, nextOccurrence } from './filing-schedule';

describe('a filing’s status', () => {
  it('is pending up to and on its due date, overdue the day after, filed once filed', () => {
    expect(filingStatus({ dueDate: '2026-12-20', filedOn: null }, '2026-12-19')).toBe('pending');
    expect(filingStatus({ dueDate: '2026-12-20', filedOn: null }, '2026-12-20')).toBe('pending');
    expect(filingStatus({ dueDate: '2026-12-20', filedOn: null }, '2026-12-21')).toBe('overdue');
    expect(filingStatus({ dueDate: '2026-12-20', filedOn: '2026-12-22' }, '2027-01-05')).toBe('filed');
  });
});

describe('the next occurrence', () => {
  const custom = (recurrence: 'monthly' | 'quarterly' | 'yearly' | 'once', period: string, dueDate: string) => ({
    ruleId: null,
    recurrence,
    period,
    dueDate,
  });

  it('steps to the rule’s next period: a QRMP filer’s IFF skips the quarter’s last month, MSME-1 goes half a year on', () => {
    // IFF for November (due 13 December, rule 59(2)) → January's, due 13 February: December closes the quarter.
    expect(nextOccurrence({ ruleId: 'iff', recurrence: 'monthly', period: '2026-11', dueDate: '2026-12-13' })).toEqual({
      period: '2027-01',
      dueDate: '2027-02-13',
    });
    // MSME-1 for October–March (30 April) → April–September's, due 31 October (MCA's Order, 2019).
    expect(
      nextOccurrence({ ruleId: 'msme-1', recurrence: 'half-yearly', period: '2026-10', dueDate: '2027-04-30' }),
    ).toEqual({ period: '2027-04', dueDate: '2027-10-31' });
    // A filing after an event (INC-20A) happens once.
    expect(
      nextOccurrence({ ruleId: 'inc-20a', recurrence: 'once', period: '2026-07', dueDate: '2027-01-11' }),
    ).toBeNull();
  });

  it('dates the next AOC-4 by the AGM the answers give for its year (s. 137(1): 30 days after it)', () => {
    // FY 2024-25's AOC-4 filed; FY 2025-26's AGM held on 25 September 2026: 26–30 September 5 days, 25 October the 30th.
    const aoc4 = { ruleId: 'aoc-4', recurrence: 'yearly', period: '2024-04', dueDate: '2025-10-30' } as const;
    expect(nextOccurrence(aoc4, { ...DELHI_PRIVATE, agmHeldOn: '2026-09-25' })).toEqual({
      period: '2025-04',
      dueDate: '2026-10-25',
    });
    // Without that answer, the AGM on its last day (30 September): 30 October.
    expect(nextOccurrence(aoc4, DELHI_PRIVATE)).toEqual({ period: '2025-04', dueDate: '2026-10-30' });
  });

  it('follows the rule for a filing the calendar added: March’s TDS on 30 April, April’s on 7 May', () => {
    expect(
      nextOccurrence({ ruleId: 'tds-deposit', recurrence: 'monthly', period: '2027-02', dueDate: '2027-03-07' }),
    ).toEqual({ period: '2027-03', dueDate: '2027-04-30' });
    expect(
      nextOccurrence({ ruleId: 'tds-deposit', recurrence: 'monthly', period: '2027-03', dueDate: '2027-04-30' }),
    ).toEqual({ period: '2027-04', dueDate: '2027-05-07' });
    // January–March's TDS return (31 May) → April–June's, 31 July.
    expect(
      nextOccurrence({ ruleId: 'tds-return-26q', recurrence: 'quarterly', period: '2027-01', dueDate: '2027-05-31' }),
    ).toEqual({ period: '2027-04', dueDate: '2027-07-31' });
    // The 4th advance tax instalment of FY 2026-27 (15 Mar 2027) → FY 2027-28's, 15 Mar 2028.
    expect(
      nextOccurrence({ ruleId: 'advance-tax-4', recurrence: 'yearly', period: '2026-04', dueDate: '2027-03-15' }),
    ).toEqual({ period: '2027-04', dueDate: '2028-03-15' });
  });

  it('goes back to the rule after the user moved one date (an AGM held on 20 September: AOC-4 on 20 October)', () => {
    expect(nextOccurrence({ ruleId: 'aoc-4', recurrence: 'yearly', period: '2026-04', dueDate: '2027-10-20' })).toEqual(
      { period: '2027-04', dueDate: '2028-10-30' },
    );
  });

  it('moves the user’s own filing by its recurrence, keeping month ends', () => {
    expect(nextOccurrence(custom('quarterly', '2026-10', '2026-11-15'))).toEqual({
      period: '2027-01',
      dueDate: '2027-02-15',
    });
    // 31 Jan → 28 Feb (2027 is not a leap year) → 31 Mar (28 Feb is February's last day).
    expect(nextOccurrence(custom('monthly', '2027-01', '2027-01-31'))).toEqual({
      period: '2027-02',
      dueDate: '2027-02-28',
    });
    expect(nextOccurrence(custom('monthly', '2027-02', '2027-02-28'))).toEqual({
      period: '2027-03',
      dueDate: '2027-03-31',
    });
    expect(nextOccurrence(custom('monthly', '2028-01', '2028-01-31'))).toEqual({
      period: '2028-02',
      dueDate: '2028-02-29',
    });
    expect(nextOccurrence(custom('yearly', '2027-04', '2028-02-29'))).toEqual({
      period: '2028-04',
      dueDate: '2029-02-28',
    });
    expect(nextOccurrence(custom('monthly', '2026-12', '2027-01-10'))).toEqual({
      period: '2027-01',
      dueDate: '2027-02-10',
    });
  });

  it('moves by the recurrence when the user changed a ruled filing’s recurrence; a one-off has no next', () => {
    expect(
      nextOccurrence({ ruleId: 'itr-company', recurrence: 'monthly', period: '2026-04', dueDate: '2027-10-31' }),
    ).toEqual({ period: '2026-05', dueDate: '2027-11-30' });
    expect(nextOccurrence(custom('once', '2026-11', '2026-12-01'))).toBeNull();
  });
});

describe('the reminder', () => {
  it('is due from N days before the due date up to the due date itself', () => {
    // Due 20 Dec, 3 days before: 17 Dec (3 days left) to 20 Dec; not 16 Dec (4 left), not 21 Dec (overdue).
    expect(
      ['2026-12-16', '2026-12-17', '2026-12-20', '2026-12-21'].map((today) => isReminderDue('2026-12-20', today, 3)),
    ).toEqual([false, true, true, false]);
    expect(['2026-12-19', '2026-12-20'].map((today) => isReminderDue('2026-12-20', today, 0))).toEqual([false, true]);
    // Across the year end: due 2 Jan, 3 days before is 30 Dec.
    expect(['2026-12-29', '2026-12-30'].map((today) => isReminderDue('2027-01-02', today, 3))).toEqual([false, true]);
  });
});
