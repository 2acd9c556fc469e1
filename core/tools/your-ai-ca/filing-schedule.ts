import {
  addMonths,
  addMonthsToMonth,
  daysBetween,
  isoMonth,
  monthParts,
  type IsoDate,
  type IsoMonth,
} from './calendar-dates';
import { findRule, isRulePeriod, RECURRENCE_MONTHS, type Recurrence } from './compliance-rules';

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
 * The occurrence after a filing: the next period (a month, a quarter or a year on), due by its rule when the
 * calendar added it (TDS for March on 30 April, the rest on the 7th), else on the same day that many months after
 * this one's due date (a month's last day staying the last: 31 Jan → 28/29 Feb). A one-off filing has none.
 */
export function nextOccurrence(filing: Scheduled): { period: IsoMonth; dueDate: IsoDate } | null {
  const step = RECURRENCE_MONTHS[filing.recurrence];
  if (step === 0) return null;
  const period = addMonthsToMonth(monthParts(filing.period), step);
  const rule = findRule(filing.ruleId);
  if (rule && rule.recurrence === filing.recurrence && isRulePeriod(rule, period))
    return { period: isoMonth(period), dueDate: rule.dueDate(period) };
  return { period: isoMonth(period), dueDate: addMonths(filing.dueDate, step) };
}

/** Days before a due date the reminder goes, unless the user chose otherwise. */
export const DEFAULT_REMINDER_DAYS = 3;

/** Whether a filing not filed yet is reminded of today: its due date is today or within the next `reminderDays` days. */
export function isReminderDue(dueDate: IsoDate, today: IsoDate, reminderDays: number): boolean {
  const daysLeft = daysBetween(today, dueDate);
  return daysLeft >= 0 && daysLeft <= reminderDays;
}
