import { addMonthsToMonth, monthParts, type YearMonth } from './calendar-dates';
import { COMPANY_LAW_RULES } from './company-law-rules';
import { GST_RULES } from './gst-rules';
import { INCOME_TAX_RULES } from './income-tax-rules';
import { PAYROLL_RULES } from './payroll-rules';
import { RECURRENCE_MONTHS } from './recurrences';
import type { ComplianceRule, PeriodRule } from './rule-kit';
import { RULE_IDS, type RuleId } from './rule-ids';

/*
 * The general statutory due dates of a private limited company in India (ADR 0050, 0079): what 'Add Indian
 * compliance calendar' adds, for the rules the company's answers say apply. Only the general rules — no extension a
 * circular grants for one year — and every date stays the user's to change: where the law or their case differs,
 * their date wins. Each rule names the official pages it was checked against, and the day it was checked.
 */

export const COMPLIANCE_RULES: Readonly<Record<RuleId, ComplianceRule>> = {
  ...GST_RULES,
  ...PAYROLL_RULES,
  ...INCOME_TAX_RULES,
  ...COMPANY_LAW_RULES,
} satisfies Record<RuleId, ComplianceRule>;

export const findRule = (id: string | null | undefined): ComplianceRule | undefined =>
  id !== null && id !== undefined && (RULE_IDS as readonly string[]).includes(id)
    ? COMPLIANCE_RULES[id as RuleId]
    : undefined;

/** What names a filing: the name it has, and the calendar rule it was added by (none for the user's own). */
export type NamedFiling = { type: string; ruleId?: string | null | undefined };

/**
 * The calendar rule whose name a filing still carries: its name is then the rule's, said in the reader's language.
 * A filing of the user's own, or a calendar filing they renamed, has none: its name stays their words.
 */
export function namingRule({ ruleId, type }: NamedFiling): ComplianceRule | undefined {
  const rule = findRule(ruleId);
  return rule && rule.type === type ? rule : undefined;
}

/** Whether a period (its first month) is one the rule has: any month, a quarter's first, a half-year's, or April. */
export const isRulePeriod = (rule: ComplianceRule, period: YearMonth): boolean =>
  rule.periodStartMonths.includes(period.month);

/** The rule's period after `period`: its recurrence on, then on to a month the rule has (IFF skips a quarter's last month). */
export function nextRulePeriod(rule: PeriodRule, period: YearMonth): YearMonth {
  let next = addMonthsToMonth(period, RECURRENCE_MONTHS[rule.recurrence]);
  while (!isRulePeriod(rule, next)) next = addMonthsToMonth(next, 1);
  return next;
}

/**
 * Whether a filing the calendar added still follows its rule: the rule's recurrence, and a period the rule has. One
 * that does not (a changed period or recurrence, or a file that says so) is the user's own.
 */
export function keepsRule(ruleId: RuleId, { period, recurrence }: { period: string; recurrence: string }): boolean {
  const rule = COMPLIANCE_RULES[ruleId];
  return rule.recurrence === recurrence && isRulePeriod(rule, monthParts(period));
}
