import {
  addMonths,
  addMonthsToMonth,
  daysBetween,
  isoMonth,
  monthParts,
  type IsoDate,
  type IsoMonth,
} from './calendar-dates';
import type { CompanyProfile } from './company-profile';
import { findRule, isRulePeriod, nextRulePeriod } from './compliance-rules';
import { RECURRENCE_MONTHS, type Recurrence } from './recurrences';

export const FILING_STATUSES = ['pending', 'overdue', 'filed'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** What a filing's schedule is made of. */
export type Scheduled = { ruleId: string | null; recurrence: Recurrence; period: IsoMonth; dueDate: IsoDate };

/** Filed once it has a filing date; else overdue from the day after its due date; else pending (the due date itself included). */
export function filingStatus(
  { dueDate, filedOn }: { dueDate: IsoDate; filedOn: IsoDate | null },
  today: IsoDate,
): FilingStatus {
  if (filedOn !== null) return 'filed';
  return today > dueDate ? 'overdue' : 'pending';
}

/**
 * The occurrence after a filing: the rule's next period (a month, a quarter, a half-year or a year on; a quarterly
 * filer's IFF skips the quarter's last month), due by its rule when the calendar added it (TDS for March on 30 April,
 * the rest on the 7th), else on the same day that many months after
 * this one's due date (a month's last day staying the last: 31 Jan → 28/29 Feb). A one-off filing has none. The
 * company's answers, where it has them, date what a rule's date follows (the AGM's day for AOC-4 and MGT-7).
 */
export function nextOccurrence(
  filing: Scheduled,
  answers: CompanyProfile | null = null,
): { period: IsoMonth; dueDate: IsoDate } | null {
  const step = RECURRENCE_MONTHS[filing.recurrence];
  if (step === 0) return null;
  const current = monthParts(filing.period);
  const rule = findRule(filing.ruleId);
  if (rule?.kind === 'period' && rule.recurrence === filing.recurrence && isRulePeriod(rule, current)) {
    const period = nextRulePeriod(rule, current);
    return { period: isoMonth(period), dueDate: rule.dueDate(period, answers) };
  }
  return { period: isoMonth(addMonthsToMonth(current, step)), dueDate: addMonths(filing.dueDate, step) };
}

/** Days before a due date the reminder goes, unless the user chose otherwise. */
export const DEFAULT_REMINDER_DAYS = 3;

/** Whether a filing not filed yet is reminded of today: its due date is today or within the next `reminderDays` days. */
export function isReminderDue(dueDate: IsoDate, today: IsoDate, reminderDays: number): boolean {
  const daysLeft = daysBetween(today, dueDate);
  return daysLeft >= 0 && daysLeft <= reminderDays;
}
