/**
 * The AI Accountant's periods (ADR 0051): a month, a quarter of the financial year or of the calendar, a whole
 * financial year, or a custom range. The financial year starts in the company's month (`fyStartMonth`, ADR 0074:
 * April–March for India). Dates are ISO calendar dates ('2025-04-01'), read without a time zone; a range includes
 * both ends.
 */

export type Period =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'quarter'; basis: 'financial' | 'calendar'; year: number; quarter: 1 | 2 | 3 | 4 }
  | { kind: 'financial-year'; startYear: number }
  | { kind: 'custom'; from: string; to: string };

export type DateRange = { from: string; to: string };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The ISO date of a day: (2025, 4, 1) → '2025-04-01'. */
export const isoDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The days of a month (February of a leap year has 29). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month `offset` months after (year, month), as [year, month]. */
function addMonths(year: number, month: number, offset: number): [number, number] {
  const index = year * 12 + (month - 1) + offset;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** `count` months from (year, month): the first day of the first to the last day of the last. */
function monthsRange(year: number, month: number, count: number): DateRange {
  const [lastYear, lastMonth] = addMonths(year, month, count - 1);
  return { from: isoDate(year, month, 1), to: isoDate(lastYear, lastMonth, daysInMonth(lastYear, lastMonth)) };
}

/** The first and last day of a period, the financial year starting in `fyStartMonth` (1–12). */
export function periodRange(period: Period, fyStartMonth: number): DateRange {
  switch (period.kind) {
    case 'month':
      return monthsRange(period.year, period.month, 1);
    case 'quarter': {
      // A financial year's Q1 is its first three months (April–June of its first year, in India); a calendar year's is January–March.
      const firstMonth = period.basis === 'financial' ? fyStartMonth : 1;
      const [year, month] = addMonths(period.year, firstMonth, (period.quarter - 1) * 3);
      return monthsRange(year, month, 3);
    }
    case 'financial-year':
      return monthsRange(period.startYear, fyStartMonth, 12);
    case 'custom':
      return { from: period.from, to: period.to };
  }
}

/** The months a range touches, as 'YYYY-MM', in order: '2025-03-15'…'2025-05-02' → 2025-03, 2025-04, 2025-05. */
export function monthsOf({ from, to }: DateRange): string[] {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  const count = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const [year, month] = addMonths(fromYear, fromMonth, index);
    return `${pad(year, 4)}-${pad(month)}`;
  });
}

/** Whether an ISO date is a real day of the calendar ('2025-02-29' is not). */
export function isRealDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
