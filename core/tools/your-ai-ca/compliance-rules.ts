import {
  addDays,
  addMonthsToMonth,
  isoDate,
  isoMonth,
  monthOf,
  type IsoDate,
  type IsoMonth,
  type YearMonth,
} from './calendar-dates';

/*
 * The general statutory due dates of a private limited company in India (ADR 0050): what 'Add Indian compliance
 * calendar' adds. Only the general rules — no extension a circular grants for one year, no state-wise or
 * turnover-wise variant — and every date stays the user's to change: where the law or their case differs, their
 * date wins. Each rule names the official page it was checked against (on RULES_CHECKED_ON).
 */

export const RECURRENCES = ['monthly', 'quarterly', 'yearly', 'once'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** Months from one period to the next; a one-off filing has no next. */
export const RECURRENCE_MONTHS: Record<Recurrence, number> = { monthly: 1, quarterly: 3, yearly: 12, once: 0 };

export const RULES_CHECKED_ON: IsoDate = '2026-11-26';

export type RuleSource = { title: string; url: string };

const GST_PORTAL: RuleSource = { title: 'GST portal (gst.gov.in), returns', url: 'https://www.gst.gov.in/' };
const CBIC_GST: RuleSource = {
  title: 'CBIC GST (cbic-gst.gov.in), CGST Act and Rules',
  url: 'https://cbic-gst.gov.in/',
};
const TAX_CALENDAR: RuleSource = {
  title: 'Income Tax Department, Tax Calendar',
  url: 'https://incometaxindia.gov.in/Pages/deadline.aspx',
};
const E_FILING: RuleSource = {
  title: 'Income Tax e-filing portal (incometax.gov.in)',
  url: 'https://www.incometax.gov.in/iec/foportal/',
};
const PROTEAN_TDS: RuleSource = {
  title: 'Protean (formerly NSDL e-Gov), TDS/TCS statements',
  url: 'https://www.protean-tinpan.com/',
};
const MCA: RuleSource = {
  title: 'Ministry of Corporate Affairs (mca.gov.in), annual filings',
  url: 'https://www.mca.gov.in/',
};

export const RULE_IDS = [
  'gstr-1',
  'gstr-3b',
  'tds-deposit',
  'tds-return-24q',
  'tds-return-26q',
  'advance-tax-1',
  'advance-tax-2',
  'advance-tax-3',
  'advance-tax-4',
  'itr-company',
  'agm',
  'aoc-4',
  'mgt-7',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export type ComplianceRule = {
  id: RuleId;
  /** The filing's name, as the calendar adds it (the user may rename it). */
  type: string;
  recurrence: Exclude<Recurrence, 'once'>;
  /** The months a period of this rule starts in (a quarter's, the financial year's April). */
  periodStartMonths: readonly number[];
  /** The due date of the filing for the period starting in `period`. */
  dueDate(period: YearMonth): IsoDate;
  /** The rule in words, and where it is written. */
  basis: string;
  sources: readonly RuleSource[];
};

const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The financial year's quarters start in April, July, October and January. */
const QUARTER_STARTS = [4, 7, 10, 1] as const;
const FINANCIAL_YEAR_START = [4] as const;

/** Day `day` of the month after `period`. */
const nextMonthOn = (period: YearMonth, day: number) => {
  const next = addMonthsToMonth(period, 1);
  return isoDate(next.year, next.month, day);
};

/** The quarterly TDS statement: 31 Jul, 31 Oct, 31 Jan for the first three quarters; 31 May for January–March. */
const tdsStatementDue = ({ year, month }: YearMonth): IsoDate =>
  month === 1 ? isoDate(year, 5, 31) : nextMonthOn(addMonthsToMonth({ year, month }, 2), 31);

/** The last day to hold the AGM for the financial year starting in April of `year`: 30 September after it ends. */
const agmDue = ({ year }: YearMonth): IsoDate => isoDate(year + 1, 9, 30);

const advanceTax = (id: RuleId, ordinal: string, percent: number, due: (year: number) => IsoDate): ComplianceRule => ({
  id,
  type: `Advance tax, ${ordinal} instalment (${percent}%)`,
  recurrence: 'yearly',
  periodStartMonths: FINANCIAL_YEAR_START,
  dueDate: ({ year }) => due(year),
  basis: `By the date, at least ${percent}% of the year's advance tax paid in all (Income-tax Act, 1961, s. 211)`,
  sources: [TAX_CALENDAR],
});

/** A monthly filer's GST return: due on `day` of the next month. */
const gstReturn = (id: RuleId, type: string, day: number, section: string, rule: string): ComplianceRule => ({
  id,
  type,
  recurrence: 'monthly',
  periodStartMonths: EVERY_MONTH,
  dueDate: (period) => nextMonthOn(period, day),
  basis: `${day}th of the next month, for monthly filers (CGST Act, ${section}; CGST Rules, ${rule})`,
  sources: [GST_PORTAL, CBIC_GST],
});

const tdsStatement = (id: RuleId, form: string, what: string): ComplianceRule => ({
  id,
  type: `TDS return (Form ${form})`,
  recurrence: 'quarterly',
  periodStartMonths: QUARTER_STARTS,
  dueDate: tdsStatementDue,
  basis: `Quarterly statement of ${what}: 31 July, 31 October, 31 January, and 31 May for January–March (Income-tax Rules, 1962, rule 31A)`,
  sources: [PROTEAN_TDS, TAX_CALENDAR],
});

export const COMPLIANCE_RULES: Readonly<Record<RuleId, ComplianceRule>> = {
  'gstr-1': gstReturn('gstr-1', 'GSTR-1 (outward supplies)', 11, 's. 37', 'rule 59'),
  'gstr-3b': gstReturn('gstr-3b', 'GSTR-3B (summary return and tax)', 20, 's. 39', 'rule 61'),
  'tds-deposit': {
    id: 'tds-deposit',
    type: 'TDS deposit',
    recurrence: 'monthly',
    periodStartMonths: EVERY_MONTH,
    // Tax deducted in March is due on 30 April; in any other month, on the 7th of the next.
    dueDate: (period) => (period.month === 3 ? isoDate(period.year, 4, 30) : nextMonthOn(period, 7)),
    basis: '7th of the next month; 30 April for tax deducted in March (Income-tax Rules, 1962, rule 30)',
    sources: [TAX_CALENDAR],
  },
  'tds-return-24q': tdsStatement('tds-return-24q', '24Q', 'tax deducted from salaries'),
  'tds-return-26q': tdsStatement(
    'tds-return-26q',
    '26Q',
    'tax deducted from payments to residents other than salaries',
  ),
  'advance-tax-1': advanceTax('advance-tax-1', '1st', 15, (year) => isoDate(year, 6, 15)),
  'advance-tax-2': advanceTax('advance-tax-2', '2nd', 45, (year) => isoDate(year, 9, 15)),
  'advance-tax-3': advanceTax('advance-tax-3', '3rd', 75, (year) => isoDate(year, 12, 15)),
  'advance-tax-4': advanceTax('advance-tax-4', '4th', 100, (year) => isoDate(year + 1, 3, 15)),
  'itr-company': {
    id: 'itr-company',
    type: 'Income-tax return (ITR-6)',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: ({ year }) => isoDate(year + 1, 10, 31),
    basis:
      '31 October after the financial year, for a company (Income-tax Act, 1961, s. 139(1)); 30 November when a transfer-pricing report is due',
    sources: [E_FILING, TAX_CALENDAR],
  },
  agm: {
    id: 'agm',
    type: 'Annual general meeting',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: agmDue,
    basis:
      'Within six months of the financial year’s end, by 30 September (Companies Act, 2013, s. 96); the first AGM within nine months',
    sources: [MCA],
  },
  'aoc-4': {
    id: 'aoc-4',
    type: 'AOC-4 (financial statements)',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: (period) => addDays(agmDue(period), 30),
    basis:
      'Within 30 days of the AGM (Companies Act, 2013, s. 137): 30 October when the AGM is on 30 September — set the date from your AGM',
    sources: [MCA],
  },
  'mgt-7': {
    id: 'mgt-7',
    type: 'MGT-7 (annual return)',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: (period) => addDays(agmDue(period), 60),
    basis:
      'Within 60 days of the AGM (Companies Act, 2013, s. 92(4)): 29 November when the AGM is on 30 September — set the date from your AGM',
    sources: [MCA],
  },
};

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

/** Whether a period (its first month) is one the rule has: any month, a quarter's first, or April. */
export const isRulePeriod = (rule: ComplianceRule, period: YearMonth): boolean =>
  rule.periodStartMonths.includes(period.month);

/** The period a rule's filing covers that starts at or before `month` (the month itself, its quarter's or its financial year's first). */
function periodContaining(rule: ComplianceRule, month: YearMonth): YearMonth {
  let period = month;
  while (!isRulePeriod(rule, period)) period = addMonthsToMonth(period, -1);
  return period;
}

export type CalendarFiling = {
  ruleId: RuleId;
  type: string;
  recurrence: Recurrence;
  period: IsoMonth;
  dueDate: IsoDate;
};

/**
 * Each rule's next filing: the earliest period whose due date is `today` or later (a filing overdue before the
 * calendar was added is the user's to add). Two years back is far enough for every rule to reach today.
 */
export function indianComplianceCalendar(today: IsoDate): CalendarFiling[] {
  return RULE_IDS.map((ruleId) => {
    const rule = COMPLIANCE_RULES[ruleId];
    const step = RECURRENCE_MONTHS[rule.recurrence];
    let period = periodContaining(rule, addMonthsToMonth(monthOf(today), -24));
    while (rule.dueDate(period) < today) period = addMonthsToMonth(period, step);
    return {
      ruleId,
      type: rule.type,
      recurrence: rule.recurrence,
      period: isoMonth(period),
      dueDate: rule.dueDate(period),
    };
  });
}
