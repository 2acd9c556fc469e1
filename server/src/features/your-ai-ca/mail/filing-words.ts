import { namingRule, type NamedFiling } from '@core/tools/your-ai-ca/compliance-rules';
import { type RuleId } from '@core/tools/your-ai-ca/rule-ids';
import type { MailIntl } from '../../../mail/mail-intl';

/*
 * Your AI CA's filings as the server says them to a person (a reminder's mail and push): the calendar rules' names
 * in the recipient's language — the same words the page says (filing-words.test.ts holds the catalogs equal) —
 * and due dates written as the page writes them (dueDateText).
 */

const RULE_NAMES: Record<RuleId, (intl: MailIntl) => string> = {
  'gstr-1': (intl) => intl.formatMessage({ id: 'mail.filingName.gstr1', defaultMessage: 'GSTR-1 (outward supplies)' }),
  'gstr-3b': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.gstr3b', defaultMessage: 'GSTR-3B (summary return and tax)' }),
  'tds-deposit': (intl) => intl.formatMessage({ id: 'mail.filingName.tdsDeposit', defaultMessage: 'TDS deposit' }),
  'tds-return-24q': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.tdsReturn24q', defaultMessage: 'TDS return (Form 24Q)' }),
  'tds-return-26q': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.tdsReturn26q', defaultMessage: 'TDS return (Form 26Q)' }),
  'advance-tax-1': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.advanceTax1', defaultMessage: 'Advance tax, 1st instalment (15%)' }),
  'advance-tax-2': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.advanceTax2', defaultMessage: 'Advance tax, 2nd instalment (45%)' }),
  'advance-tax-3': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.advanceTax3', defaultMessage: 'Advance tax, 3rd instalment (75%)' }),
  'advance-tax-4': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.advanceTax4', defaultMessage: 'Advance tax, 4th instalment (100%)' }),
  'itr-company': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.itrCompany', defaultMessage: 'Income-tax return (ITR-6)' }),
  agm: (intl) => intl.formatMessage({ id: 'mail.filingName.agm', defaultMessage: 'Annual general meeting' }),
  'aoc-4': (intl) => intl.formatMessage({ id: 'mail.filingName.aoc4', defaultMessage: 'AOC-4 (financial statements)' }),
  'mgt-7': (intl) => intl.formatMessage({ id: 'mail.filingName.mgt7', defaultMessage: 'MGT-7 (annual return)' }),
  'gstr-1-quarterly': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.gstr1Quarterly', defaultMessage: 'GSTR-1, quarterly (QRMP)' }),
  iff: (intl) => intl.formatMessage({ id: 'mail.filingName.iff', defaultMessage: 'IFF (invoice upload, optional)' }),
  'gstr-3b-quarterly-22': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.gstr3bQuarterly22', defaultMessage: 'GSTR-3B, quarterly (QRMP)' }),
  'gstr-3b-quarterly-24': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.gstr3bQuarterly24', defaultMessage: 'GSTR-3B, quarterly (QRMP)' }),
  'pmt-06': (intl) => intl.formatMessage({ id: 'mail.filingName.pmt06', defaultMessage: 'GST payment (PMT-06), QRMP' }),
  'gstr-9': (intl) => intl.formatMessage({ id: 'mail.filingName.gstr9', defaultMessage: 'GSTR-9 (annual return)' }),
  'gstr-9c': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.gstr9c', defaultMessage: 'GSTR-9C (reconciliation statement)' }),
  pf: (intl) => intl.formatMessage({ id: 'mail.filingName.pf', defaultMessage: 'PF contribution (ECR)' }),
  esi: (intl) => intl.formatMessage({ id: 'mail.filingName.esi', defaultMessage: 'ESI contribution' }),
  'pt-karnataka': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.ptKarnataka', defaultMessage: 'Professional tax (Karnataka)' }),
  'pt-telangana': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.ptTelangana', defaultMessage: 'Professional tax (Telangana)' }),
  'pt-andhra-pradesh': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.ptAndhraPradesh', defaultMessage: 'Professional tax (Andhra Pradesh)' }),
  'pt-maharashtra-monthly': (intl) =>
    intl.formatMessage({
      id: 'mail.filingName.ptMaharashtraMonthly',
      defaultMessage: 'Profession tax return and payment (Maharashtra, monthly)',
    }),
  'pt-maharashtra-yearly': (intl) =>
    intl.formatMessage({
      id: 'mail.filingName.ptMaharashtraYearly',
      defaultMessage: 'Profession tax return and payment (Maharashtra, yearly)',
    }),
  'pt-west-bengal-return': (intl) =>
    intl.formatMessage({
      id: 'mail.filingName.ptWestBengalReturn',
      defaultMessage: 'Profession tax annual return, Form III (West Bengal)',
    }),
  'form-16': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.form16', defaultMessage: 'Form 16 (salary TDS certificates)' }),
  'tax-audit': (intl) => intl.formatMessage({ id: 'mail.filingName.taxAudit', defaultMessage: 'Tax audit report' }),
  'aoc-4-opc': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.aoc4Opc', defaultMessage: 'AOC-4 (financial statements, OPC)' }),
  'mgt-7a': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.mgt7a', defaultMessage: 'MGT-7A (annual return, small company or OPC)' }),
  'dpt-3': (intl) => intl.formatMessage({ id: 'mail.filingName.dpt3', defaultMessage: 'DPT-3 (return of deposits)' }),
  'msme-1': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.msme1', defaultMessage: 'MSME-1 (dues to micro and small enterprises)' }),
  'board-meeting-half-year': (intl) =>
    intl.formatMessage({
      id: 'mail.filingName.boardMeetingHalfYear',
      defaultMessage: 'Board meeting (one each half-year)',
    }),
  'board-meeting-120-days': (intl) =>
    intl.formatMessage({
      id: 'mail.filingName.boardMeeting120Days',
      defaultMessage: 'Board meeting (within 120 days of the last)',
    }),
  'inc-20a': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.inc20a', defaultMessage: 'INC-20A (commencement of business)' }),
  'first-board-meeting': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.firstBoardMeeting', defaultMessage: 'First board meeting' }),
  'adt-1': (intl) =>
    intl.formatMessage({ id: 'mail.filingName.adt1', defaultMessage: 'ADT-1 (auditor’s appointment)' }),
  'dir-3-kyc-update': (intl) =>
    intl.formatMessage({
      id: 'mail.filingName.dir3KycUpdate',
      defaultMessage: 'DIR-3 KYC-Web (a director’s details changed)',
    }),
  'dir-3-kyc': (intl) =>
    intl.formatMessage({
      id: 'mail.filingName.dir3Kyc',
      defaultMessage: 'DIR-3 KYC-Web (every three financial years)',
    }),
};

/** A filing's name in the recipient's language: its rule's while the user kept that name, else as they typed it. */
export function filingName(intl: MailIntl, filing: NamedFiling): string {
  const rule = namingRule(filing);
  return rule ? RULE_NAMES[rule.id](intl) : filing.type;
}
