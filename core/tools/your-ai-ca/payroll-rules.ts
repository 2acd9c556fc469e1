import type { CompanyProfile } from './company-profile';
import type { StateCode } from './state-codes';
import { CHECKED_2026_11_29, EVERY_MONTH, nextMonthOn, type PeriodRule, type RuleSource } from './rule-kit';
import { ANDHRA_PRADESH_PT, EPFO, ESIC, KARNATAKA_PT, TELANGANA_PT } from './rule-sources';

/*
 * What an employer pays each month for its employees: PF and ESI where the company is covered, and the professional
 * tax of its state. Professional tax is encoded only for the states whose employer due date we could confirm as
 * one date for every employer (ADR 0079): Karnataka, Telangana and Andhra Pradesh.
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
    appliesTo: (profile) => profile.employees && profile.state === state,
  }) satisfies PeriodRule;

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
} satisfies Record<string, PeriodRule>;
