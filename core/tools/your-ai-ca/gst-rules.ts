import { isoDate } from './calendar-dates';
import type { CompanyProfile } from './company-profile';
import { quarterlyGstr3bDay } from './state-codes';
import {
  CHECKED_2026_11_26,
  CHECKED_2026_11_29,
  EVERY_MONTH,
  FINANCIAL_YEAR_START,
  monthAfterOn,
  nextMonthOn,
  QUARTER_STARTS,
  type PeriodRule,
} from './rule-kit';
import { CBIC_GST, GST_PORTAL } from './rule-sources';

/*
 * GST returns and payments (CGST Act, 2017 and Rules). A monthly filer files GSTR-1 and GSTR-3B every month; a
 * quarterly filer (QRMP, turnover up to ₹5 crore) files them for the quarter and pays in each of its first two
 * months by PMT-06, with an optional invoice upload (IFF). GSTR-9 and GSTR-9C close the year.
 */

const monthly = ({ gstScheme }: CompanyProfile) => gstScheme === 'monthly';
const quarterly = ({ gstScheme }: CompanyProfile) => gstScheme === 'quarterly';
/** The first two months of each quarter, when a quarterly filer pays and may upload invoices. */
const QUARTERS_FIRST_TWO_MONTHS = [4, 5, 7, 8, 10, 11, 1, 2] as const;
const SOURCES = [GST_PORTAL, CBIC_GST] as const;

/** A monthly filer's return: due on `day` of the next month. */
const monthlyReturn = (id: 'gstr-1' | 'gstr-3b', type: string, day: number, section: string, rule: string) =>
  ({
    kind: 'period',
    id,
    type,
    recurrence: 'monthly',
    periodStartMonths: EVERY_MONTH,
    dueDate: (period) => nextMonthOn(period, day),
    basis: `${day}th of the next month, for monthly filers (CGST Act, ${section}; CGST Rules, ${rule})`,
    sources: SOURCES,
    checkedOn: CHECKED_2026_11_26,
    appliesTo: monthly,
  }) satisfies PeriodRule;

/** The quarterly GSTR-3B of a state whose filers file it by `day` of the month after the quarter. */
const quarterlyGstr3b = (id: 'gstr-3b-quarterly-22' | 'gstr-3b-quarterly-24', day: 22 | 24) =>
  ({
    kind: 'period',
    id,
    type: 'GSTR-3B, quarterly (QRMP)',
    recurrence: 'quarterly',
    periodStartMonths: QUARTER_STARTS,
    dueDate: (quarter) => monthAfterOn(quarter, 3, day),
    basis: `${day}th of the month after the quarter, for quarterly filers whose principal place of business is in a state of this group (CGST Rules, rule 61, as amended by Notification 82/2020–Central Tax)`,
    sources: SOURCES,
    checkedOn: CHECKED_2026_11_29,
    appliesTo: (profile) => quarterly(profile) && quarterlyGstr3bDay(profile.state) === day,
  }) satisfies PeriodRule;

/** A financial year's annual GST filing: 31 December after the year. */
const annual = (
  id: 'gstr-9' | 'gstr-9c',
  type: string,
  basis: string,
  appliesTo: (profile: CompanyProfile) => boolean,
) =>
  ({
    kind: 'period',
    id,
    type,
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: ({ year }) => isoDate(year + 1, 12, 31),
    basis,
    sources: SOURCES,
    checkedOn: CHECKED_2026_11_29,
    appliesTo,
  }) satisfies PeriodRule;

export const GST_RULES = {
  'gstr-1': monthlyReturn('gstr-1', 'GSTR-1 (outward supplies)', 11, 's. 37', 'rule 59'),
  'gstr-3b': monthlyReturn('gstr-3b', 'GSTR-3B (summary return and tax)', 20, 's. 39', 'rule 61'),
  'gstr-1-quarterly': {
    kind: 'period',
    id: 'gstr-1-quarterly',
    type: 'GSTR-1, quarterly (QRMP)',
    recurrence: 'quarterly',
    periodStartMonths: QUARTER_STARTS,
    dueDate: (quarter) => monthAfterOn(quarter, 3, 13),
    basis:
      '13th of the month after the quarter, for quarterly filers (CGST Act, s. 37; CGST Rules, rule 59; Notification 83/2020–Central Tax)',
    sources: SOURCES,
    checkedOn: CHECKED_2026_11_29,
    appliesTo: quarterly,
  },
  iff: {
    kind: 'period',
    id: 'iff',
    type: 'IFF (invoice upload, optional)',
    recurrence: 'monthly',
    periodStartMonths: QUARTERS_FIRST_TWO_MONTHS,
    dueDate: (period) => nextMonthOn(period, 13),
    basis:
      'From the 1st to the 13th of the next month, for the first two months of a quarter; optional, for the B2B invoices the buyers need (CGST Rules, rule 59(2))',
    sources: SOURCES,
    checkedOn: CHECKED_2026_11_29,
    appliesTo: quarterly,
  },
  'gstr-3b-quarterly-22': quarterlyGstr3b('gstr-3b-quarterly-22', 22),
  'gstr-3b-quarterly-24': quarterlyGstr3b('gstr-3b-quarterly-24', 24),
  'pmt-06': {
    kind: 'period',
    id: 'pmt-06',
    type: 'GST payment (PMT-06), QRMP',
    recurrence: 'monthly',
    periodStartMonths: QUARTERS_FIRST_TWO_MONTHS,
    dueDate: (period) => nextMonthOn(period, 25),
    basis:
      '25th of the next month, for the first two months of a quarter, for quarterly filers (CGST Act, s. 39(7) proviso; Notification 85/2020–Central Tax)',
    sources: SOURCES,
    checkedOn: CHECKED_2026_11_29,
    appliesTo: quarterly,
  },
  'gstr-9': annual(
    'gstr-9',
    'GSTR-9 (annual return)',
    '31 December after the financial year (CGST Act, s. 44; CGST Rules, rule 80(1)); optional for a turnover up to ₹2 crore in a year a notification exempts',
    ({ gstScheme }) => gstScheme !== 'none',
  ),
  'gstr-9c': annual(
    'gstr-9c',
    'GSTR-9C (reconciliation statement)',
    '31 December after the financial year, with GSTR-9, for an aggregate turnover above ₹5 crore (CGST Act, s. 44; CGST Rules, rule 80(3))',
    ({ gstScheme, gstTurnoverOver5Crore }) => gstScheme !== 'none' && gstTurnoverOver5Crore,
  ),
} satisfies Record<string, PeriodRule>;
