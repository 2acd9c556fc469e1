import { financialYearEnd } from '@core/dates/financial-year';
import { useMemo } from 'react';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n } from '@/lib/i18n/use-t';
import { monthName } from '@/lib/month-name';

export type FinancialYearText = {
  /** The month the company's financial year starts in (ADR 0074). */
  startMonth: number;
  /** A financial year by the year it starts in: 'FY 2026–27' (April–March), 'FY 2026' (January–December). */
  name: (startYear: number) => string;
  /** The kind of period: 'Financial year (April–March)'. */
  kindName: string;
};

/** The company's financial year in the page's language. */
export function useFinancialYearText(): FinancialYearText {
  const intl = useI18n();
  const { fiscalYearStartMonth: startMonth } = useCompanySettings();
  return useMemo(() => {
    return {
      startMonth,
      name: (startYear) => {
        const endYear = financialYearEnd(startYear, startMonth);
        return endYear === startYear
          ? intl.formatMessage(
              { id: 'aiAccountant.period.fyNameCalendar', defaultMessage: 'FY {year}' },
              { year: String(startYear) },
            )
          : intl.formatMessage(
              { id: 'aiAccountant.period.fyName', defaultMessage: 'FY {start}–{end}' },
              { start: String(startYear), end: String(endYear).slice(-2) },
            );
      },
      kindName: intl.formatMessage(
        { id: 'aiAccountant.period.financialYear', defaultMessage: 'Financial year ({first}–{last})' },
        // The month before the first: March for April, December for January.
        { first: monthName(intl, startMonth), last: monthName(intl, ((startMonth + 10) % 12) + 1) },
      ),
    };
  }, [intl, startMonth]);
}
