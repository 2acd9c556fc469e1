import { addMonthsToMonth, isoMonth, monthOf, type IsoDate, type IsoMonth, type YearMonth } from './calendar-dates';
import type { CompanyProfile } from './company-profile';
import { COMPLIANCE_RULES, findRule, isRulePeriod, nextRulePeriod } from './compliance-rules';
import { RULE_IDS, type RuleId } from './rule-ids';
import type { Recurrence } from './recurrences';
import type { ComplianceRule, PeriodRule } from './rule-kit';

export type CalendarFiling = {
  ruleId: RuleId;
  type: string;
  recurrence: Recurrence;
  period: IsoMonth;
  dueDate: IsoDate;
};

/** Whether a calendar filing's rule applies to a company with these answers; the user's own filings always do. */
export const ruleApplies = (ruleId: string | null, profile: CompanyProfile): boolean =>
  findRule(ruleId)?.appliesTo(profile) ?? true;

/** The period a rule's filing covers that starts at or before `month` (the month itself, its quarter's or its year's first). */
function periodContaining(rule: ComplianceRule, month: YearMonth): YearMonth {
  let period = month;
  while (!isRulePeriod(rule, period)) period = addMonthsToMonth(period, -1);
  return period;
}

/** A period rule's earliest filing due `today` or later. Two years back is far enough for every rule to reach today. */
function nextPeriodFiling(rule: PeriodRule, today: IsoDate, profile: CompanyProfile): CalendarFiling {
  let period = periodContaining(rule, addMonthsToMonth(monthOf(today), -24));
  while (rule.dueDate(period, profile) < today) period = nextRulePeriod(rule, period);
  return {
    ruleId: rule.id,
    type: rule.type,
    recurrence: rule.recurrence,
    period: isoMonth(period),
    dueDate: rule.dueDate(period, profile),
  };
}

/**
 * The Indian calendar for a company with these answers: each rule that applies, its next filing due `today` or later;
 * an event rule's one filing when its event's date is given and the filing is not past (a filing overdue before the
 * calendar was added is the user's to add).
 */
export function indianComplianceCalendar(today: IsoDate, profile: CompanyProfile): CalendarFiling[] {
  return RULE_IDS.flatMap((ruleId): CalendarFiling[] => {
    const rule = COMPLIANCE_RULES[ruleId];
    if (!rule.appliesTo(profile)) return [];
    if (rule.kind === 'period') return [nextPeriodFiling(rule, today, profile)];
    const event = rule.eventOn(profile);
    if (event === null) return [];
    const dueDate = rule.dueAfter(event);
    if (dueDate < today) return [];
    return [{ ruleId, type: rule.type, recurrence: 'once', period: isoMonth(monthOf(event)), dueDate }];
  });
}
