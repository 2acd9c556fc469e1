/*
 * Calendar dates as the compliance calendar keeps them: ISO strings ('2026-03-31') and months ('2026-03'), with
 * no time and no time zone, so a due date is the same day everywhere. Pure; every function checks nothing but
 * what its type says (the contracts check the input).
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A calendar month, 'YYYY-MM'. */
export type IsoMonth = string;

export type YearMonth = { year: number; month: number };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' from its parts (month 1–12). */
export const isoDate = (year: number, month: number, day: number): IsoDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export const isoMonth = ({ year, month }: YearMonth): IsoMonth => `${pad(year, 4)}-${pad(month)}`;

/** The parts of an ISO date. */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function monthParts(month: IsoMonth): YearMonth {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { year, month: number };
}

/** Whether a string is a real calendar date 'YYYY-MM-DD' (no 30 February), years 1900–2999. */
export function isRealDate(value: string): boolean {
  if (!/^(19|2\d)\d\d-\d\d-\d\d$/.test(value)) return false;
  const { year, month, day } = dateParts(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether a string is a real month 'YYYY-MM', years 1900–2999. */
export const isRealMonth = (value: string): boolean => /^(19|2\d)\d\d-(0[1-9]|1[0-2])$/.test(value);

/** Days in a month (month 1–12), leap years by the Gregorian rule. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month `count` months after (before, when negative) a month. */
export function addMonthsToMonth({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A date `count` days later (earlier, when negative). */
export function addDays(date: IsoDate, count: number): IsoDate {
  const { year, month, day } = dateParts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + count));
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/**
 * A date `count` months later: the same day of the month, or the month's last day when it has fewer days; a
 * month's last day stays the last day (31 Jan → 28/29 Feb → 31 Mar), so a due date at a month's end never drifts.
 */
export function addMonths(date: IsoDate, count: number): IsoDate {
  const { year, month, day } = dateParts(date);
  const target = addMonthsToMonth({ year, month }, count);
  const last = daysInMonth(target.year, target.month);
  const isMonthEnd = day === daysInMonth(year, month);
  return isoDate(target.year, target.month, isMonthEnd ? last : Math.min(day, last));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const at = (date: IsoDate) => {
    const { year, month, day } = dateParts(date);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/** The month a date falls in. */
export const monthOf = (date: IsoDate): YearMonth => {
  const { year, month } = dateParts(date);
  return { year, month };
};
