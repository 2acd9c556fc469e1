import type { DateFormat } from '../preferences/company-settings';
import { daysInMonth, isIsoDate, isoDateParts } from './iso-date';

/** What a typed date says: its ISO day, or why it is none (not a date's shape, or a day the calendar lacks). */
export type TypedDate = { iso: string } | { problem: 'unreadable' | 'impossible' };

type DateParts = { day: string; month: string; year: string };

/** A date's three parts in the company's order: day/month/year, month/day/year, or year-month-day (always '-'). */
export function arrangeDate(order: DateFormat, { day, month, year }: DateParts, separator: string): string {
  if (order === 'ymd') return `${year}-${month}-${day}`;
  return order === 'dmy' ? [day, month, year].join(separator) : [month, day, year].join(separator);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO day as the company writes it ('2024-01-15' → '15/01/2024' in dmy); anything else as it is. */
export function writeTypedDate(value: string, order: DateFormat, separator: string): string {
  if (!isIsoDate(value)) return value;
  const [year, month, day] = isoDateParts(value);
  return arrangeDate(order, { day: pad(day), month: pad(month), year: String(year) }, separator);
}

/**
 * A date as a person types it, read in the company's order: '15/01/2024' in dmy, '01/15/2024' in mdy, '2024-01-15'
 * in ymd — any of / . - or spaces between the parts, one or two digits for the day and month, four for the year. A
 * year typed first is year-month-day in every order ('2024-01-15', as pasted or filled by a script). Null when blank.
 */
export function readTypedDate(text: string, order: DateFormat): TypedDate | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parts = trimmed.split(/[\s/.-]+/).filter(Boolean);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return { problem: 'unreadable' };
  const [first, second, third] = parts as [string, string, string];
  const yearFirst = first.length === 4;
  if (!yearFirst && (order === 'ymd' || third.length !== 4)) return { problem: 'unreadable' };
  const [year, month, day] = yearFirst
    ? [first, second, third]
    : order === 'dmy'
      ? [third, second, first]
      : [third, first, second];
  if (month.length > 2 || day.length > 2) return { problem: 'unreadable' };
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return { problem: 'impossible' };
  return { iso: `${year}-${pad(m)}-${pad(d)}` };
}
