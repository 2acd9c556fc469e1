import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  daysBetween,
  daysInMonth,
  isRealDate,
  isRealMonth,
} from './calendar-dates';
import { todayIn } from '../../dates/iso-date';

describe('calendar dates', () => {
  it('knows real dates and months, leap years by the Gregorian rule', () => {
    expect(['2026-11-26', '2028-02-29', '2000-02-29', '2026-12-31'].map(isRealDate)).toEqual([true, true, true, true]);
    // 2026 and 1900 are not leap years (1900: divisible by 100, not by 400); no 31 April; no month 13.
    expect(
      ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-1-5', '26-11-26', '2026-11-26T00:00'].map(
        isRealDate,
      ),
    ).toEqual(Array(7).fill(false));
    expect(['2026-11', '2027-01'].map(isRealMonth)).toEqual([true, true]);
    expect(['2026-13', '2026-00', '2026-1', '2026-11-01'].map(isRealMonth)).toEqual([false, false, false, false]);
    expect([daysInMonth(2026, 2), daysInMonth(2028, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([
      28, 29, 30, 31,
    ]);
  });

  it('moves months across the year end', () => {
    expect(addMonthsToMonth({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
    expect(addMonthsToMonth({ year: 2027, month: 1 }, -24)).toEqual({ year: 2025, month: 1 });
    expect(addMonthsToMonth({ year: 2026, month: 12 }, 12)).toEqual({ year: 2027, month: 12 });
  });

  it('adds days across month and year ends', () => {
    // 30 Sep + 30 days: 1 Oct is day 1, so day 30 is 30 Oct; + 60: 31 Oct is day 31, 29 Nov day 60.
    expect(addDays('2026-09-30', 30)).toBe('2026-10-30');
    expect(addDays('2026-09-30', 60)).toBe('2026-11-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months keeping the day, clamping to a shorter month, and keeping a month end at the month end', () => {
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    // 31 Jan + 1 month: February has 28 days in 2027, 29 in 2028.
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    // 28 Feb 2027 is February's last day: a month later is March's last, 31 March (no drift to the 28th).
    expect(addMonths('2027-02-28', 1)).toBe('2027-03-31');
    // 30 April is April's last day: May's last is the 31st. 30 May is not May's last: 30 June.
    expect(addMonths('2027-04-30', 1)).toBe('2027-05-31');
    expect(addMonths('2027-05-30', 1)).toBe('2027-06-30');
    // 29 Feb 2028 + 12 months: 2029 is not a leap year, so February's last day is the 28th.
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('counts days between dates', () => {
    // 27 Feb → 1 Mar: 28 Feb (1), 1 Mar (2) in 2026; in 2028 there is a 29 Feb too (3).
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-12-20', '2026-12-17')).toBe(-3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it("tells the user's date in their time zone", () => {
    const now = new Date('2026-11-26T20:00:00Z');
    // India is UTC+5:30: 20:00 UTC is 01:30 the next day. Los Angeles is UTC−8 in November: 12:00 the same day.
    expect(todayIn('Asia/Kolkata', now)).toBe('2026-11-27');
    expect(todayIn('UTC', now)).toBe('2026-11-26');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-26');
  });
});
