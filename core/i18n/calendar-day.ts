/*
 * How a calendar date with no time ('2026-12-20': a due date, a payment's day) is written wherever a person reads
 * it — the page, the inbox, a mail, a push: day, short month and year as each language orders them ('Dec 20, 2026',
 * '20. Dez. 2026', '20 déc. 2026'), the same day in every time zone.
 */

export const CALENDAR_DAY_FORMAT = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
} as const satisfies Intl.DateTimeFormatOptions;

/** The moment a calendar date is formatted at: its midnight in UTC (CALENDAR_DAY_FORMAT reads it in UTC). */
export const calendarDayMoment = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);
