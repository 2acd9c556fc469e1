import type { FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { addMonthsToMonth, monthParts } from '@core/tools/your-ai-ca/calendar-dates';
import { RECURRENCE_MONTHS, type Recurrence } from '@core/tools/your-ai-ca/recurrences';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useI18n } from '@/lib/i18n/use-t';
import { useFilingName } from './use-filing-name';
import { useFormat } from '@/lib/use-format';

const recurrenceNames: Record<Recurrence, MessageDescriptor> = defineMessages({
  monthly: { id: 'yourAiCa.recurrence.monthly', defaultMessage: 'Monthly' },
  quarterly: { id: 'yourAiCa.recurrence.quarterly', defaultMessage: 'Quarterly' },
  'half-yearly': { id: 'yourAiCa.recurrence.halfYearly', defaultMessage: 'Half-yearly' },
  yearly: { id: 'yourAiCa.recurrence.yearly', defaultMessage: 'Yearly' },
  once: { id: 'yourAiCa.recurrence.once', defaultMessage: 'Once' },
});

export type FilingText = {
  /** The filing's name: the rule's, in the page's language, while the user has kept it; else theirs. */
  filingType: (filing: Pick<FilingView, 'ruleId' | 'type'>) => string;
  recurrenceName: (recurrence: Recurrence) => string;
  /** The period a filing covers: 'Nov 2026', 'Oct – Dec 2026', 'Apr – Sep 2026', 'Apr 2026 – Mar 2027'. */
  periodLabel: (filing: Pick<FilingView, 'period' | 'recurrence'>) => string;
  /** A calendar date ('2026-12-20'): 'Dec 20, 2026' as the page's language says it, the same in every time zone. */
  formatDate: (isoDate: string) => string;
};

const firstOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

export function useFilingText(): FilingText {
  const intl = useI18n();
  const filingName = useFilingName();
  const { calendarDate } = useFormat();
  return useMemo(() => {
    const monthStyle = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    return {
      filingType: filingName,
      recurrenceName: (recurrence) => intl.formatMessage(recurrenceNames[recurrence]),
      periodLabel: ({ period, recurrence }) => {
        const start = monthParts(period);
        const months = Math.max(1, RECURRENCE_MONTHS[recurrence]);
        const first = firstOfMonth(start.year, start.month);
        if (months === 1) return intl.formatDate(first, monthStyle);
        const end = addMonthsToMonth(start, months - 1);
        return intl.formatDateTimeRange(first, firstOfMonth(end.year, end.month), monthStyle);
      },
      formatDate: calendarDate,
    };
  }, [intl, filingName, calendarDate]);
}
