import { findRule, type Recurrence, type RuleId } from '@core/tools/your-ai-ca/compliance-rules';
import type { FilingView } from '@core/tools/your-ai-ca/compliance-contracts';
import { addMonthsToMonth, monthParts } from '@core/tools/your-ai-ca/calendar-dates';
import { RECURRENCE_MONTHS } from '@core/tools/your-ai-ca/compliance-rules';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useI18n } from '@/lib/i18n/use-t';

/*
 * The calendar's words core keeps in English (the rules' filing names), as messages keyed by rule id: a filing
 * the calendar added shows its name in the page's language until the user renames it (then it is their words).
 */
const ruleNames: Record<RuleId, MessageDescriptor> = defineMessages({
  'gstr-1': { id: 'yourAiCa.rule.gstr1', defaultMessage: 'GSTR-1 (outward supplies)' },
  'gstr-3b': { id: 'yourAiCa.rule.gstr3b', defaultMessage: 'GSTR-3B (summary return and tax)' },
  'tds-deposit': { id: 'yourAiCa.rule.tdsDeposit', defaultMessage: 'TDS deposit' },
  'tds-return-24q': { id: 'yourAiCa.rule.tdsReturn24q', defaultMessage: 'TDS return (Form 24Q)' },
  'tds-return-26q': { id: 'yourAiCa.rule.tdsReturn26q', defaultMessage: 'TDS return (Form 26Q)' },
  'advance-tax-1': { id: 'yourAiCa.rule.advanceTax1', defaultMessage: 'Advance tax, 1st instalment (15%)' },
  'advance-tax-2': { id: 'yourAiCa.rule.advanceTax2', defaultMessage: 'Advance tax, 2nd instalment (45%)' },
  'advance-tax-3': { id: 'yourAiCa.rule.advanceTax3', defaultMessage: 'Advance tax, 3rd instalment (75%)' },
  'advance-tax-4': { id: 'yourAiCa.rule.advanceTax4', defaultMessage: 'Advance tax, 4th instalment (100%)' },
  'itr-company': { id: 'yourAiCa.rule.itrCompany', defaultMessage: 'Income-tax return (ITR-6)' },
  agm: { id: 'yourAiCa.rule.agm', defaultMessage: 'Annual general meeting' },
  'aoc-4': { id: 'yourAiCa.rule.aoc4', defaultMessage: 'AOC-4 (financial statements)' },
  'mgt-7': { id: 'yourAiCa.rule.mgt7', defaultMessage: 'MGT-7 (annual return)' },
});

const recurrenceNames: Record<Recurrence, MessageDescriptor> = defineMessages({
  monthly: { id: 'yourAiCa.recurrence.monthly', defaultMessage: 'Monthly' },
  quarterly: { id: 'yourAiCa.recurrence.quarterly', defaultMessage: 'Quarterly' },
  yearly: { id: 'yourAiCa.recurrence.yearly', defaultMessage: 'Yearly' },
  once: { id: 'yourAiCa.recurrence.once', defaultMessage: 'Once' },
});

export type FilingText = {
  /** The filing's name: the rule's, in the page's language, while the user has kept it; else theirs. */
  filingType: (filing: Pick<FilingView, 'ruleId' | 'type'>) => string;
  recurrenceName: (recurrence: Recurrence) => string;
  /** The period a filing covers: 'Nov 2026', 'Oct – Dec 2026', 'Apr 2026 – Mar 2027'. */
  periodLabel: (filing: Pick<FilingView, 'period' | 'recurrence'>) => string;
  /** A calendar date ('2026-12-20'): '20 Dec 2026' as the page's language says it, the same in every time zone. */
  formatDate: (isoDate: string) => string;
};

const firstOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));

export function useFilingText(): FilingText {
  const intl = useI18n();
  return useMemo(() => {
    const monthStyle = { month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    return {
      filingType: ({ ruleId, type }) => {
        const rule = findRule(ruleId);
        return rule && rule.type === type ? intl.formatMessage(ruleNames[rule.id]) : type;
      },
      recurrenceName: (recurrence) => intl.formatMessage(recurrenceNames[recurrence]),
      periodLabel: ({ period, recurrence }) => {
        const start = monthParts(period);
        const months = Math.max(1, RECURRENCE_MONTHS[recurrence]);
        const first = firstOfMonth(start.year, start.month);
        if (months === 1) return intl.formatDate(first, monthStyle);
        const end = addMonthsToMonth(start, months - 1);
        return intl.formatDateTimeRange(first, firstOfMonth(end.year, end.month), monthStyle);
      },
      formatDate: (isoDate) => intl.formatDate(new Date(`${isoDate}T00:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
  }, [intl]);
}
