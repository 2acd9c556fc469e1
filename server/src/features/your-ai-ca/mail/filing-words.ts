import { namingRule, type NamedFiling, type RuleId } from '@core/tools/your-ai-ca/compliance-rules';
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
};

/** A filing's name in the recipient's language: its rule's while the user kept that name, else as they typed it. */
export function filingName(intl: MailIntl, filing: NamedFiling): string {
  const rule = namingRule(filing);
  return rule ? RULE_NAMES[rule.id](intl) : filing.type;
}
