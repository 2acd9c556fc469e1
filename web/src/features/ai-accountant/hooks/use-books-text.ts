import { UNCATEGORISED } from '@core/tools/ai-accountant/accountant-limits';
import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/use-t';

export type BooksText = {
  /** An ISO day: '1 Apr 2025' in British English, 'Apr 1, 2025' in American (read as UTC: the same day everywhere). */
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
  return useMemo(
    () => ({
      date: (iso) =>
        intl.formatDate(new Date(`${iso}T00:00:00Z`), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      month: (month) =>
        intl.formatDate(new Date(`${month}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      category: (category) =>
        category === UNCATEGORISED
          ? intl.formatMessage({ id: 'aiAccountant.uncategorised', defaultMessage: 'Uncategorised' })
          : category,
      percent: (percent) => intl.formatNumber(percent, { style: 'unit', unit: 'percent', maximumFractionDigits: 0 }),
    }),
    [intl],
  );
}
