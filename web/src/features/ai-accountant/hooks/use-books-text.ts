import { UNCATEGORISED } from '@core/tools/ai-accountant/accountant-limits';
import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

export type BooksText = {
  /** An ISO day as the company writes dates: 'Apr 1, 2025', '1 Apr 2025' (useFormat's calendarDate). */
  date: (iso: string) => string;
  /** A month 'YYYY-MM': 'Apr 2025'. */
  month: (month: string) => string;
  /** A category as the user named it; 'Uncategorised' in the page's language. */
  category: (category: string) => string;
  percent: (percent: number) => string;
};

/** The books' dates, months, categories and percentages in the page's language. */
export function useBooksText(): BooksText {
  const intl = useI18n();
  const { calendarDate } = useFormat();
  return useMemo(
    () => ({
      date: calendarDate,
      // A month and its year ('Apr 2025'): the month in words, so no order of day and month to follow.
      month: (month) =>
        intl.formatDate(new Date(`${month}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      category: (category) =>
        category === UNCATEGORISED
          ? intl.formatMessage({ id: 'aiAccountant.uncategorised', defaultMessage: 'Uncategorised' })
          : category,
      percent: (percent) => intl.formatNumber(percent, { style: 'unit', unit: 'percent', maximumFractionDigits: 0 }),
    }),
    [intl, calendarDate],
  );
}
