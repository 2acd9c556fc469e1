import type { DateFormat } from '@core/preferences/company-settings';

/** A day written year-month-day in any language: '2026-11-20' (Canadian English writes its short dates so). */
const YMD = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/**
 * How the app writes a moment's date in the page's language, in the order the company writes dates (ADR 0070):
 * `format(date, options)` as `Intl.DateTimeFormat` would in `locale`, except that English day/month/year is India's
 * English ('20 Nov 2026', the clock still 12-hour) and year-month-day is '2026-11-20' (a time after it, in the
 * language). Other languages already write the day first; month/day/year is English's own.
 */
export function companyDateFormat(locale: string, dateFormat: DateFormat) {
  const isEnglish = locale.split('-')[0]?.toLowerCase() === 'en';
  return (date: Date, options: Intl.DateTimeFormatOptions): string => {
    const { timeZone, timeStyle } = options;
    if (dateFormat === 'ymd') {
      const day = new Intl.DateTimeFormat('en-CA', { ...YMD, timeZone }).format(date);
      return timeStyle ? `${day} ${new Intl.DateTimeFormat(locale, { timeStyle, timeZone }).format(date)}` : day;
    }
    return new Intl.DateTimeFormat(isEnglish && dateFormat === 'dmy' ? 'en-IN' : locale, options).format(date);
  };
}
