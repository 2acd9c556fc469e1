import { addMonthsToMonth, isoDate, type IsoDate, type YearMonth } from './calendar-dates';
import type { CompanyProfile } from './company-profile';
import type { RuleId } from './rule-ids';
import type { Recurrence } from './recurrences';

/*
 * What a calendar rule is made of (ADR 0050, 0079, 0083), and the few date shapes the rules share. A period rule is due
 * a fixed time after each period it covers (a month, a quarter, a half-year, a financial year), or after an event of
 * that period the answers date (AOC-4 after the AGM); an event rule once, after a date in the company's answers (its
 * incorporation, the auditor's appointment, the last board meeting, the directors' last KYC).
 */

export type RuleSource = { title: string; url: string };

type RuleBase = {
  id: RuleId;
  /** The filing's name, as the calendar adds it (the user may rename it). */
  type: string;
  /** The rule in words, and where it is written. */
  basis: string;
  sources: readonly RuleSource[];
  /** The day the rule was last checked against its sources. */
  checkedOn: IsoDate;
  /** Whether the rule applies to a company with these answers. */
  appliesTo: (profile: CompanyProfile) => boolean;
  /** The months a period of this rule starts in (a quarter's, the financial year's April; any month for an event). */
  periodStartMonths: readonly number[];
};

export type PeriodRule = RuleBase & {
  kind: 'period';
  recurrence: Exclude<Recurrence, 'once'>;
  /**
   * The due date of the filing for the period starting in `period`; `answers`, where given, may date the event it
   * follows (the AGM's own date for AOC-4 and MGT-7).
   */
  dueDate(period: YearMonth, answers: CompanyProfile | null): IsoDate;
};

export type EventRule = RuleBase & {
  kind: 'event';
  recurrence: 'once';
  /** The date of the event in the answers, or null when the company has not given it. */
  eventOn: (profile: CompanyProfile) => IsoDate | null;
  /** The filing's due date after the event on `event` (days after it, or a day its rule names). */
  dueAfter: (event: IsoDate) => IsoDate;
};

export type ComplianceRule = PeriodRule | EventRule;

export const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The financial year's quarters start in April, July, October and January. */
export const QUARTER_STARTS = [4, 7, 10, 1] as const;
/** The financial year's halves start in April and October. */
export const HALF_YEAR_STARTS = [4, 10] as const;
export const FINANCIAL_YEAR_START = [4] as const;

/** Rules checked on the day of ADR 0079 (the older ones kept ADR 0050's day where nothing of them changed). */
export const CHECKED_2026_11_26: IsoDate = '2026-11-26';
export const CHECKED_2026_11_29: IsoDate = '2026-11-29';
/** Professional tax read again for ADR 0093 (West Bengal's annual return, against rule 12(1)'s words). */
export const CHECKED_2026_11_30: IsoDate = '2026-11-30';

/** Day `day` of the month `months` after `period`. */
export const monthAfterOn = (period: YearMonth, months: number, day: number): IsoDate => {
  const next = addMonthsToMonth(period, months);
  return isoDate(next.year, next.month, day);
};

/** Day `day` of the month after `period`. */
export const nextMonthOn = (period: YearMonth, day: number): IsoDate => monthAfterOn(period, 1, day);

export const always = () => true;
