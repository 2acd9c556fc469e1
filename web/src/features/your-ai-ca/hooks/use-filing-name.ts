import type { NotificationView } from '@core/notifications/notification-contracts';
import { namingRule, type NamedFiling } from '@core/tools/your-ai-ca/compliance-rules';
import { type RuleId } from '@core/tools/your-ai-ca/rule-ids';
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
  'gstr-1-quarterly': { id: 'yourAiCa.rule.gstr1Quarterly', defaultMessage: 'GSTR-1, quarterly (QRMP)' },
  iff: { id: 'yourAiCa.rule.iff', defaultMessage: 'IFF (invoice upload, optional)' },
  'gstr-3b-quarterly-22': { id: 'yourAiCa.rule.gstr3bQuarterly22', defaultMessage: 'GSTR-3B, quarterly (QRMP)' },
  'gstr-3b-quarterly-24': { id: 'yourAiCa.rule.gstr3bQuarterly24', defaultMessage: 'GSTR-3B, quarterly (QRMP)' },
  'pmt-06': { id: 'yourAiCa.rule.pmt06', defaultMessage: 'GST payment (PMT-06), QRMP' },
  'gstr-9': { id: 'yourAiCa.rule.gstr9', defaultMessage: 'GSTR-9 (annual return)' },
  'gstr-9c': { id: 'yourAiCa.rule.gstr9c', defaultMessage: 'GSTR-9C (reconciliation statement)' },
  pf: { id: 'yourAiCa.rule.pf', defaultMessage: 'PF contribution (ECR)' },
  esi: { id: 'yourAiCa.rule.esi', defaultMessage: 'ESI contribution' },
  'pt-karnataka': { id: 'yourAiCa.rule.ptKarnataka', defaultMessage: 'Professional tax (Karnataka)' },
  'pt-telangana': { id: 'yourAiCa.rule.ptTelangana', defaultMessage: 'Professional tax (Telangana)' },
  'pt-andhra-pradesh': { id: 'yourAiCa.rule.ptAndhraPradesh', defaultMessage: 'Professional tax (Andhra Pradesh)' },
  'pt-maharashtra-monthly': {
    id: 'yourAiCa.rule.ptMaharashtraMonthly',
    defaultMessage: 'Profession tax return and payment (Maharashtra, monthly)',
  },
  'pt-maharashtra-yearly': {
    id: 'yourAiCa.rule.ptMaharashtraYearly',
    defaultMessage: 'Profession tax return and payment (Maharashtra, yearly)',
  },
  'pt-west-bengal-return': {
    id: 'yourAiCa.rule.ptWestBengalReturn',
    defaultMessage: 'Profession tax annual return, Form III (West Bengal)',
  },
  'form-16': { id: 'yourAiCa.rule.form16', defaultMessage: 'Form 16 (salary TDS certificates)' },
  'tax-audit': { id: 'yourAiCa.rule.taxAudit', defaultMessage: 'Tax audit report' },
  'aoc-4-opc': { id: 'yourAiCa.rule.aoc4Opc', defaultMessage: 'AOC-4 (financial statements, OPC)' },
  'mgt-7a': { id: 'yourAiCa.rule.mgt7a', defaultMessage: 'MGT-7A (annual return, small company or OPC)' },
  'dpt-3': { id: 'yourAiCa.rule.dpt3', defaultMessage: 'DPT-3 (return of deposits)' },
  'msme-1': { id: 'yourAiCa.rule.msme1', defaultMessage: 'MSME-1 (dues to micro and small enterprises)' },
  'board-meeting-half-year': {
    id: 'yourAiCa.rule.boardMeetingHalfYear',
    defaultMessage: 'Board meeting (one each half-year)',
  },
  'board-meeting-120-days': {
    id: 'yourAiCa.rule.boardMeeting120Days',
    defaultMessage: 'Board meeting (within 120 days of the last)',
  },
  'inc-20a': { id: 'yourAiCa.rule.inc20a', defaultMessage: 'INC-20A (commencement of business)' },
  'first-board-meeting': { id: 'yourAiCa.rule.firstBoardMeeting', defaultMessage: 'First board meeting' },
  'adt-1': { id: 'yourAiCa.rule.adt1', defaultMessage: 'ADT-1 (auditor’s appointment)' },
  'dir-3-kyc-update': {
    id: 'yourAiCa.rule.dir3KycUpdate',
    defaultMessage: 'DIR-3 KYC-Web (a director’s details changed)',
  },
  'dir-3-kyc': { id: 'yourAiCa.rule.dir3Kyc', defaultMessage: 'DIR-3 KYC-Web (every three financial years)' },
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
