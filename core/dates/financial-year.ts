import { isoDateParts } from './iso-date';

/*
 * The company's financial year (ADR 0074): twelve months from the month its setting names (`startMonth`, 1–12:
 * 4 is India's April–March, 1 the calendar year), known by the calendar year it starts in.
 */

const monthIndexIn = (isoDate: string, startMonth: number) => {
  const [year, month] = isoDateParts(isoDate);
  return { year, offset: (month - startMonth + 12) % 12, isBeforeStart: month < startMonth };
};

/** The year a day's financial year starts in: with April, 31 Mar 2026 → 2025, 1 Apr 2026 → 2026; with January, its year. */
export function financialYearOf(isoDate: string, startMonth: number): number {
  const { year, isBeforeStart } = monthIndexIn(isoDate, startMonth);
  return isBeforeStart ? year - 1 : year;
}

/** The quarter of its financial year a day is in: with April, May → Q1, January → Q4. */
export function financialQuarterOf(isoDate: string, startMonth: number): 1 | 2 | 3 | 4 {
  return (Math.floor(monthIndexIn(isoDate, startMonth).offset / 3) + 1) as 1 | 2 | 3 | 4;
}

/** The year a financial year ends in: April 2026 – March 2027 ends in 2027; January–December 2026 in 2026. */
export const financialYearEnd = (startYear: number, startMonth: number): number =>
  startMonth === 1 ? startYear : startYear + 1;
