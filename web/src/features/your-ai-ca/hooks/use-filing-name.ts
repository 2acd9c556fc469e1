import type { NotificationView } from '@core/notifications/notification-contracts';
import { namingRule, type NamedFiling, type RuleId } from '@core/tools/your-ai-ca/compliance-rules';
import { useCallback } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useI18n } from '@/lib/i18n/use-t';

/*
 * The calendar's filing names core keeps in English (the rules' `type`), as messages keyed by rule id, for every page
 * that names a filing (Your AI CA, the inbox's reminders): a filing the calendar added is named in the page's
 * language until the user renames it; then it is their words.
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

/** A filing's name in the page's language: its rule's while the user has kept that name (core's namingRule), else theirs. */
export function useFilingName(): (filing: NamedFiling) => string {
  const intl = useI18n();
  return useCallback(
    (filing) => {
      const rule = namingRule(filing);
      return rule ? intl.formatMessage(ruleNames[rule.id]) : filing.type;
    },
    [intl],
  );
}

/** How the inbox names this tool's notifications: a filing due is named as the calendar names it; others are not its own. */
export function useFilingNotificationSubject(): (notification: NotificationView) => string | undefined {
  const filingName = useFilingName();
  return useCallback(
    (notification) =>
      notification.kind === 'filing_due'
        ? filingName({ type: notification.subject, ruleId: notification.ruleId })
        : undefined,
    [filingName],
  );
}
