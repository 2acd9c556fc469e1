import type { CompanyProfile } from './company-profile';
import type { StateCode } from './state-codes';
import { daysInMonth, isoDate } from './calendar-dates';
import {
  CHECKED_2026_11_29,
  CHECKED_2026_11_30,
  EVERY_MONTH,
  FINANCIAL_YEAR_START,
  nextMonthOn,
  type PeriodRule,
  type RuleSource,
} from './rule-kit';
import {
  ANDHRA_PRADESH_PT,
  CHENNAI_PT,
  EPFO,
  ESIC,
  GUJARAT_PT,
  KARNATAKA_PT,
  MAHARASHTRA_PT,
  TELANGANA_PT,
  WEST_BENGAL_PT,
} from './rule-sources';

/*
 * What an employer pays or returns for its employees: PF and ESI where the company is covered, and the professional
 * tax of its state. Professional tax is encoded only where an official text fixes the employer's date, or fixes it by
 * a fact the company answers (ADR 0079, 0083): Karnataka, Telangana and Andhra Pradesh monthly; Maharashtra monthly or
 * yearly by last year's tax; West Bengal's annual return.
 *
 * Left out, because no text of the law that could be read fixes the employer's date (ADR 0093 lists each text read):
 * - Gujarat (Rules, 1976): rule 11 ('Return'), rule 11A (the annual return) and rule 16 ('Payment of tax by employers',
 *   substituted by the Amendment Rules, 2008) could be read only by their titles, and Form 5 ('See Rule 11') only shows
 *   that a monthly return exists. The summaries give the 15th monthly, quarterly payments, and an annual return by 15
 *   April or by 20 December, split at 20 employees.
 * - West Bengal's payments (Rules, 1979): rule 12 is 'Payment of Tax and method of furnishing of Returns', but the part
 *   of it read is the annual return (sub-rules (1)–(2)), not the payment. The summaries give the 21st of the next
 *   month, but monthly from ₹3,000 or from ₹30,000 of tax a year.
 * - Tamil Nadu: each local body levies it for the half-years April–September and October–March (Greater Chennai
 *   Corporation's page: s. 138-C, as Tamil Nadu Act 59 of 1998 has it; the Directorate of Town Panchayats': s. 124-D
 *   of the District Municipalities Act, 1920); no text read gives the employer's date. Chennai's press releases say 30
 *   September and 31 March, a quoted rule says 15 September and 15 February, and the Urban Local Bodies Act, 1998's
 *   rules (rules 277, 284, Form 14) were read only in a summary.
 */

/** A contribution due on the 15th of the next month. */
const contribution = (
  id: 'pf' | 'esi',
  type: string,
  basis: string,
  source: RuleSource,
  appliesTo: (profile: CompanyProfile) => boolean,
) =>
  ({
    kind: 'period',
    id,
    type,
    recurrence: 'monthly',
    periodStartMonths: EVERY_MONTH,
    dueDate: (period) => nextMonthOn(period, 15),
    basis,
    sources: [source],
    checkedOn: CHECKED_2026_11_29,
    appliesTo,
  }) satisfies PeriodRule;

/** Whether a company in `state` employs: the state's professional tax is its employer's to deduct and pay. */
const employsIn = (state: StateCode) => (profile: CompanyProfile) => profile.employees && profile.state === state;

/** A state's monthly professional tax, paid by the employer on `day` of the next month. */
const professionalTax = (
  id: 'pt-karnataka' | 'pt-telangana' | 'pt-andhra-pradesh',
  state: StateCode,
  stateName: string,
  day: number,
  basis: string,
  source: RuleSource,
) =>
  ({
    kind: 'period',
    id,
    type: `Professional tax (${stateName})`,
    recurrence: 'monthly',
    periodStartMonths: EVERY_MONTH,
    dueDate: (period) => nextMonthOn(period, day),
    basis,
    sources: [source],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: employsIn(state),
  }) satisfies PeriodRule;

/** Maharashtra's monthly or yearly return and payment, by the company's answer (null: not answered, neither). */
const employsInMaharashtra = (monthly: boolean) => (profile: CompanyProfile) =>
  employsIn('MH')(profile) && profile.maharashtraPtMonthly === monthly;

export const PAYROLL_RULES = {
  pf: contribution(
    'pf',
    'PF contribution (ECR)',
    '15th of the next month: within 15 days of the month’s close, with the electronic challan-cum-return (EPF Scheme, 1952, para 38(1); EPFO circular of 8 January 2016 withdrew the 5 days’ grace)',
    EPFO,
    ({ pf }) => pf,
  ),
  esi: contribution(
    'esi',
    'ESI contribution',
    '15th of the next month: within 15 days of the last day of the month the contributions fall due in (ESI (General) Regulations, 1950, reg. 31, as amended from June 2017’s contributions)',
    ESIC,
    ({ esi }) => esi,
  ),
  'pt-karnataka': professionalTax(
    'pt-karnataka',
    'KA',
    'Karnataka',
    20,
    '20th of the next month: the employer’s monthly statement with the tax deducted (Karnataka Tax on Professions, Trades, Callings and Employments Act, 1976, s. 6-A(1))',
    KARNATAKA_PT,
  ),
  'pt-telangana': professionalTax(
    'pt-telangana',
    'TS',
    'Telangana',
    10,
    '10th of the next month: the employer’s monthly return in Form V with the tax (Telangana Tax on Professions, Trades, Callings and Employments Act, 1987 and Rules, rule 12)',
    TELANGANA_PT,
  ),
  'pt-andhra-pradesh': professionalTax(
    'pt-andhra-pradesh',
    'AP',
    'Andhra Pradesh',
    10,
    '10th of the next month: the employer’s monthly return in Form V with the tax (Andhra Pradesh Tax on Professions, Trades, Callings and Employments Act, 1987 and Rules)',
    ANDHRA_PRADESH_PT,
  ),
  'pt-maharashtra-monthly': {
    kind: 'period',
    id: 'pt-maharashtra-monthly',
    type: 'Profession tax return and payment (Maharashtra, monthly)',
    recurrence: 'monthly',
    periodStartMonths: EVERY_MONTH,
    // The return of a month, with the tax deducted from the month before's salaries, by that month's last day.
    dueDate: ({ year, month }) => isoDate(year, month, daysInMonth(year, month)),
    basis:
      'Monthly, by the last day of the month the return is for (with the previous month’s salaries), for an employer whose tax was ₹1,00,000 or more last year, or in the year it registered (Maharashtra State Tax on Professions, Trades, Callings and Employments Rules, 1975, rules 11(3) as amended in 2019 and 11A)',
    sources: [MAHARASHTRA_PT],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: employsInMaharashtra(true),
  },
  'pt-maharashtra-yearly': {
    kind: 'period',
    id: 'pt-maharashtra-yearly',
    type: 'Profession tax return and payment (Maharashtra, yearly)',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: ({ year }) => isoDate(year + 1, 3, 31),
    basis:
      'Yearly, by 31 March of the financial year the return is for (salaries of March to February), for an employer whose tax was less than ₹1,00,000 last year (Maharashtra State Tax on Professions, Trades, Callings and Employments Rules, 1975, rule 11(3) as amended in 2019)',
    sources: [MAHARASHTRA_PT],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: employsInMaharashtra(false),
  },
  'pt-west-bengal-return': {
    kind: 'period',
    id: 'pt-west-bengal-return',
    type: 'Profession tax annual return, Form III (West Bengal)',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    // 'Within one month from the date immediately following the date of expiry of each financial year': April.
    dueDate: ({ year }) => isoDate(year + 1, 4, 30),
    basis:
      'Every registered employer: the annual return in Form III within one month from the day after the financial year ends, by 30 April (West Bengal State Tax on Professions, Trades, Callings and Employments Rules, 1979, rule 12(1)); the monthly payments are not encoded',
    sources: [WEST_BENGAL_PT],
    checkedOn: CHECKED_2026_11_30,
    appliesTo: employsIn('WB'),
  },
} satisfies Record<string, PeriodRule>;

/**
 * An employer's professional tax the calendar does not date (ADR 0093), which the page names so that its absence is not
 * read as nothing owed: who levies it (the state, or in Tamil Nadu each local body, for each half-year) and whether the
 * calendar has none of it or only the annual return (West Bengal's payments).
 */
export type UndatedProfessionalTax = {
  state: StateCode;
  levy: 'state' | 'localBody';
  missing: 'all' | 'payments';
  source: RuleSource;
};

const UNDATED_PROFESSIONAL_TAX: Partial<Record<StateCode, Omit<UndatedProfessionalTax, 'state'>>> = {
  GJ: { levy: 'state', missing: 'all', source: GUJARAT_PT },
  TN: { levy: 'localBody', missing: 'all', source: CHENNAI_PT },
  WB: { levy: 'state', missing: 'payments', source: WEST_BENGAL_PT },
};

/** The professional tax an employing company owes that the calendar does not date; null when there is none. */
export function undatedProfessionalTax(profile: CompanyProfile): UndatedProfessionalTax | null {
  const undated = profile.employees ? UNDATED_PROFESSIONAL_TAX[profile.state] : undefined;
  return undated ? { state: profile.state, ...undated } : null;
}
