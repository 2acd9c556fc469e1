import { describe, expect, it } from 'vitest';
import {
  isIsoWeek,
  isoWeekday,
  isoWeekMonday,
  isoWeekOf,
  isoWeeksInYear,
  isoWeekSunday,
  shiftIsoWeek,
} from './iso-week';

// The rule (ISO 8601, as PostgreSQL's manual states it for EXTRACT(week), "Date/Time Functions and Operators"):
// weeks start on Monday and week 1 of a year is the week with 4 January in it — the week of the year's first Thursday.
describe('ISO 8601 week numbers', () => {
  it('reads the examples published with the rule', () => {
    // PostgreSQL's manual: "2005-01-01 is part of the 53rd week of year 2004, and 2006-01-01 is part of the 52nd
    // week of year 2005, while 2012-12-31 is part of the first week of 2013."
    expect(isoWeekOf('2005-01-01')).toBe('2004-W53');
    expect(isoWeekOf('2006-01-01')).toBe('2005-W52');
    expect(isoWeekOf('2012-12-31')).toBe('2013-W01');
    // Azure Data Explorer's week_of_year() examples: 2020-12-31 → 53, 2020-06-15 → 25, 2000-01-01 → 52.
    expect(isoWeekOf('2020-12-31')).toBe('2020-W53');
    expect(isoWeekOf('2020-06-15')).toBe('2020-W25');
    expect(isoWeekOf('2000-01-01')).toBe('1999-W52');
  });

  it('numbers the turn of 2026 into 2027 as worked by hand', () => {
    // By hand: 1 January 2026 is a Thursday, so week 1 of 2026 runs Mon 29 Dec 2025 – Sun 4 Jan 2026. 2026 has 365
    // days, so 31 December 2026 (364 days later, 52 whole weeks) is a Thursday too: it is in week 53, which runs
    // Mon 28 Dec 2026 – Sun 3 Jan 2027 (a year whose 1 January is a Thursday has 53 weeks). 1 January 2027 is the
    // Friday of that week, so it is still week 53 of 2026; Monday 4 January 2027 starts 2027-W01.
    expect(isoWeekday('2026-01-01')).toBe(4);
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2026-01-04')).toBe('2026-W01');
    expect(isoWeekday('2026-12-31')).toBe(4);
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2027)).toBe(52);
    // Today in the brief: Monday 30 November 2026. By hand: 2026-W01 starts 29 Dec 2025; 48 weeks (336 days) later is
    // 30 Nov 2026, so it starts week 49.
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
  });

  it('gives a week its Monday and Sunday, and moves by whole weeks across years', () => {
    expect(isoWeekMonday('2026-W01')).toBe('2025-12-29');
    expect(isoWeekMonday('2026-W53')).toBe('2026-12-28');
    expect(isoWeekSunday('2026-W53')).toBe('2027-01-03');
    expect(isoWeekMonday('2026-W49')).toBe('2026-11-30');
    expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftIsoWeek('2027-W01', -1)).toBe('2026-W53');
    expect(shiftIsoWeek('2026-W01', -1)).toBe('2025-W52');
    expect(shiftIsoWeek('2026-W49', -4)).toBe('2026-W45');
  });

  it('knows which weeks exist', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2027-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-W5')).toBe(false);
    expect(isIsoWeek('2026-49')).toBe(false);
  });
});
