/** Calendar dates written YYYY-MM-DD ('2026-03-31'): no time, no time zone. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of an ISO date. */
export function isoDateParts(isoDate: string): [number, number, number] {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Days in a month (1–12), leap years by the Gregorian rule. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = isoDateParts(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The calendar date it is at `now` in a time zone (the user's day, not the server's). */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string, width = 2) =>
    (parts.find((item) => item.type === type)?.value ?? '').padStart(width, '0');
  return `${part('year', 4)}-${part('month')}-${part('day')}`;
}
