import { daysInMonth, isoDateParts } from '../../dates/iso-date';
import { vestedPercentAt, type VestingSchedule } from '../equity-split/vesting';

/** A grant's vesting: whole years in all, a cliff in months, monthly after the cliff. */
export type GrantVesting = { vestingYears: number; cliffMonths: number };

/** The equity calculator's schedule for a grant: the same rule (nothing before the cliff, then monthly). */
export const grantSchedule = ({ vestingYears, cliffMonths }: GrantVesting): VestingSchedule => ({
  totalMonths: vestingYears * 12,
  cliffMonths,
});

/**
 * Whole shares from a product of floats that is mathematically `shares × month / totalMonths`: rounded down,
 * with a relative allowance of 1e-14 so a product that is a whole number in exact arithmetic (1,200.0000000000002
 * or 1,199.9999999999998) is not pushed to the wrong side. Amounts stay under 1e11 (ESOP_LIMITS), so the
 * allowance stays far below the smallest real fraction (1/120 of a share).
 */
export const floorShares = (value: number) => Math.floor(value * (1 + 1e-14));

/**
 * Whole months completed from `start` to `end` (0 when `end` is earlier). A month is complete on the same day of
 * the month as the start, or on the month's last day when it has no such day (31 January → 28 February).
 */
export function monthsCompleted(start: string, end: string): number {
  const [startYear, startMonth, startDay] = isoDateParts(start);
  const [endYear, endMonth, endDay] = isoDateParts(end);
  const months = (endYear - startYear) * 12 + (endMonth - startMonth);
  const anniversary = Math.min(startDay, daysInMonth(endYear, endMonth));
  return Math.max(0, endDay < anniversary ? months - 1 : months);
}

/** The ISO date `months` after `start`, on the same day or the month's last day (the day a month completes). */
export function addMonths(start: string, months: number): string {
  const [year, month, day] = isoDateParts(start);
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const toDay = Math.min(day, daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${String(toMonth).padStart(2, '0')}-${String(toDay).padStart(2, '0')}`;
}

/** Shares of a grant of `shares` vested after `month` whole months (the equity calculator's rule, in whole shares). */
export function vestedSharesAt(shares: number, month: number, vesting: GrantVesting): number {
  const percent = vestedPercentAt(month, grantSchedule(vesting));
  return percent === 100 ? shares : floorShares((shares * percent) / 100);
}

/** Shares vested on `asOf` of a grant made on `grantDate` (none before the grant date). */
export const vestedSharesOn = (shares: number, grantDate: string, asOf: string, vesting: GrantVesting) =>
  vestedSharesAt(shares, monthsCompleted(grantDate, asOf), vesting);

export type VestingYear = {
  /** 1 for the first year after the grant date. */
  year: number;
  /** The day the year ends (the grant date's anniversary). */
  endsOn: string;
  /** Shares that vested during this year. */
  vestedInYear: number;
  /** Shares vested by the year's end. */
  vestedByEnd: number;
};

/** A grant's vesting year by year, from its grant date. */
export function vestingByYear(shares: number, grantDate: string, vesting: GrantVesting): VestingYear[] {
  let before = 0;
  return Array.from({ length: vesting.vestingYears }, (_, index) => {
    const year = index + 1;
    const vestedByEnd = vestedSharesAt(shares, year * 12, vesting);
    const row = { year, endsOn: addMonths(grantDate, year * 12), vestedInYear: vestedByEnd - before, vestedByEnd };
    before = vestedByEnd;
    return row;
  });
}
