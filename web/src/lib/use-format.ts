import { CALENDAR_DAY_FORMAT, calendarDayMoment } from '@core/i18n/calendar-day';
import type { Currency } from '@core/tools/money';
import { useMemo } from 'react';
import { companyDateFormat } from '@/lib/company-dates';
import { useCompanySettings } from '@/lib/company-settings';
import { usePageTimeZone } from '@/lib/i18n/i18n-provider';
import { useI18n } from '@/lib/i18n/use-t';
import { moneyFormats } from '@/lib/use-money';

/** The page's number and date formats, as `useFormat()` gives them (for functions that format on a component's behalf). */
export type Format = {
  /** A whole amount in its currency, grouped as the company writes numbers: '$12,500', '₹2,50,000' in English. */
  money: (amount: number, currency: Currency) => string;
  /** A day: 'Nov 20, 2026' in English. */
  date: (iso: string) => string;
  /** A calendar date with no time ('2026-12-20', a due date): 'Dec 20, 2026' in every time zone (core's CALENDAR_DAY_FORMAT). */
  calendarDate: (isoDate: string) => string;
  /** A moment with its date and time: 'Nov 20, 2026, 12:00 PM' in English. */
  dateTime: (iso: string) => string;
};

/**
 * Amounts and dates in the page's language and time zone (the I18nProvider's), so the server's render and the
 * browser's say the same, grouped and ordered as the company writes them (ADR 0070). Outside the provider (a component rendered alone in a test) it formats in English.
 */
export function useFormat(): Format {
  const intl = useI18n();
  const timeZone = usePageTimeZone();
  const { numberFormat, dateFormat } = useCompanySettings();
  return useMemo(() => {
    const written = companyDateFormat(intl.locale, dateFormat);
    return {
      money: (amount, currency) => moneyFormats(intl.locale, currency, numberFormat).formatWhole(amount),
      date: (iso) => written(new Date(iso), { dateStyle: 'medium', timeZone }),
      calendarDate: (isoDate) => written(calendarDayMoment(isoDate), CALENDAR_DAY_FORMAT),
      dateTime: (iso) => written(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    };
  }, [intl, timeZone, numberFormat, dateFormat]);
}
