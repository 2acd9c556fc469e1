import { isoDateParts } from './iso-date';

/**
 * ISO 8601 week dates (ADR 0106): weeks run Monday to Sunday, and week 01 of a year is the week with that year's first
 * Thursday in it (equivalently, the week with 4 January in it). Days early in January can belong to the last week (52
 * or 53) of the year before, and days late in December to week 01 of the next. A week is written 'YYYY-Www'
 * ('2026-W49'), its year the ISO week-numbering year.
 */
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

const DAY_MS = 86_400_000;

const utcDay = (isoDate: string) => {
  const [year, month, day] = isoDateParts(isoDate);
  return Date.UTC(year, month - 1, day);
};

const isoDateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day of the week of a date, ISO-numbered: Monday 1 … Sunday 7. */
export const isoWeekday = (isoDate: string): number => ((new Date(utcDay(isoDate)).getUTCDay() + 6) % 7) + 1;

const weekKey = (year: number, week: number) => `${year}-W${String(week).padStart(2, '0')}`;

/** The ISO week a date (YYYY-MM-DD) falls in: the year and number of the week holding the Thursday of its week. */
export function isoWeekOf(isoDate: string): string {
  const thursday = utcDay(isoDate) + (4 - isoWeekday(isoDate)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const dayOfYear = Math.round((thursday - Date.UTC(year, 0, 1)) / DAY_MS);
  return weekKey(year, Math.floor(dayOfYear / 7) + 1);
}

/** How many ISO weeks a year has (52 or 53): the week of 28 December, which is always in the year's last week. */
export const isoWeeksInYear = (year: number): number =>
  Number(isoWeekOf(`${String(year).padStart(4, '0')}-12-28`).slice(6));

/** The Monday that starts an ISO week ('2026-W49' → '2026-11-30'). */
export function isoWeekMonday(week: string): string {
  const match = ISO_WEEK.exec(week);
  if (!match) throw new RangeError(`Not an ISO week: ${week}`);
  const fourth = `${match[1]}-01-04`;
  const firstMonday = utcDay(fourth) - (isoWeekday(fourth) - 1) * DAY_MS;
  return isoDateOf(firstMonday + (Number(match[2]) - 1) * 7 * DAY_MS);
}

/** A real ISO week written 'YYYY-Www': week 01 to the year's last (W53 only in a year that has one). */
export function isIsoWeek(value: string): boolean {
  const match = ISO_WEEK.exec(value);
  if (!match) return false;
  const week = Number(match[2]);
  return week >= 1 && week <= isoWeeksInYear(Number(match[1]));
}

/** The week `count` weeks after `week` (before it when negative). */
export const shiftIsoWeek = (week: string, count: number): string =>
  isoWeekOf(isoDateOf(utcDay(isoWeekMonday(week)) + count * 7 * DAY_MS));

/** The Sunday that ends an ISO week. */
export const isoWeekSunday = (week: string): string => isoDateOf(utcDay(isoWeekMonday(week)) + 6 * DAY_MS);
