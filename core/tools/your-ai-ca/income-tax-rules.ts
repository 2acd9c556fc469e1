import { addMonthsToMonth, isoDate, type IsoDate, type YearMonth } from './calendar-dates';
import {
  always,
  CHECKED_2026_11_29,
  EVERY_MONTH,
  FINANCIAL_YEAR_START,
  nextMonthOn,
  QUARTER_STARTS,
  type PeriodRule,
} from './rule-kit';
import { E_FILING, PROTEAN_TDS, TAX_CALENDAR } from './rule-sources';

/*
 * Income tax (ADR 0050, 0079). The Income-tax Act, 2025 replaces the 1961 Act from tax year 2026-27 (April 2026): a
 * period up to March 2026 is the 1961 Act's and its 1962 Rules', a later one the 2025 Act's. The dates did not
 * change; each basis names both.
 */

/** The quarterly TDS statement: 31 Jul, 31 Oct, 31 Jan for the first three quarters; 31 May for January–March. */
const tdsStatementDue = ({ year, month }: YearMonth): IsoDate =>
  month === 1 ? isoDate(year, 5, 31) : nextMonthOn(addMonthsToMonth({ year, month }, 2), 31);

const advanceTax = (
  id: 'advance-tax-1' | 'advance-tax-2' | 'advance-tax-3' | 'advance-tax-4',
  ordinal: string,
  percent: number,
  due: (year: number) => IsoDate,
) =>
  ({
    kind: 'period',
    id,
    type: `Advance tax, ${ordinal} instalment (${percent}%)`,
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: ({ year }) => due(year),
    basis: `By the date, at least ${percent}% of the year's advance tax paid in all (Income-tax Act, 1961, s. 211, to FY 2025-26; Income-tax Act, 2025, s. 408, from tax year 2026-27)`,
    sources: [TAX_CALENDAR],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: always,
  }) satisfies PeriodRule;

const tdsStatement = (id: 'tds-return-24q' | 'tds-return-26q', form: string, what: string, employeesOnly: boolean) =>
  ({
    kind: 'period',
    id,
    type: `TDS return (Form ${form})`,
    recurrence: 'quarterly',
    periodStartMonths: QUARTER_STARTS,
    dueDate: tdsStatementDue,
    basis: `Quarterly statement of ${what}: 31 July, 31 October, 31 January, and 31 May for January–March (Income-tax Act, 1961, s. 200(3) and Rules, 1962, rule 31A, to March 2026; Income-tax Act, 2025 and its rules, rule 219, from tax year 2026-27, same dates)`,
    sources: [PROTEAN_TDS, TAX_CALENDAR],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: employeesOnly ? ({ employees }) => employees : always,
  }) satisfies PeriodRule;

export const INCOME_TAX_RULES = {
  'tds-deposit': {
    kind: 'period',
    id: 'tds-deposit',
    type: 'TDS deposit',
    recurrence: 'monthly',
    periodStartMonths: EVERY_MONTH,
    // Tax deducted in March is due on 30 April; in any other month, on the 7th of the next.
    dueDate: (period) => (period.month === 3 ? isoDate(period.year, 4, 30) : nextMonthOn(period, 7)),
    basis:
      '7th of the next month; 30 April for tax deducted in March (Income-tax Act, 1961, s. 200(1) and Rules, 1962, rule 30, to March 2026; Income-tax Act, 2025 and its rules, rule 218, from tax year 2026-27, same dates)',
    sources: [TAX_CALENDAR],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: always,
  },
  'tds-return-24q': tdsStatement('tds-return-24q', '24Q', 'tax deducted from salaries', true),
  'tds-return-26q': tdsStatement(
    'tds-return-26q',
    '26Q',
    'tax deducted from payments to residents other than salaries',
    false,
  ),
  'form-16': {
    kind: 'period',
    id: 'form-16',
    type: 'Form 16 (salary TDS certificates)',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: ({ year }) => isoDate(year + 1, 6, 15),
    basis:
      "15 June after the financial year, to each employee whose tax was deducted (Income-tax Act, 1961, s. 203 and Rules, 1962, rule 31(3), to FY 2025-26; the Income-tax Act, 2025's rules renumber the form from tax year 2026-27, not checked here)",
    sources: [TAX_CALENDAR],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: ({ employees }) => employees,
  },
  'advance-tax-1': advanceTax('advance-tax-1', '1st', 15, (year) => isoDate(year, 6, 15)),
  'advance-tax-2': advanceTax('advance-tax-2', '2nd', 45, (year) => isoDate(year, 9, 15)),
  'advance-tax-3': advanceTax('advance-tax-3', '3rd', 75, (year) => isoDate(year, 12, 15)),
  'advance-tax-4': advanceTax('advance-tax-4', '4th', 100, (year) => isoDate(year + 1, 3, 15)),
  'tax-audit': {
    kind: 'period',
    id: 'tax-audit',
    type: 'Tax audit report',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: ({ year }) => isoDate(year + 1, 9, 30),
    basis:
      '30 September after the year: one month before the return’s 31 October (Income-tax Act, 1961, s. 44AB, to FY 2025-26; Income-tax Act, 2025, s. 63, from tax year 2026-27)',
    sources: [E_FILING, TAX_CALENDAR],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: ({ taxAudit }) => taxAudit,
  },
  'itr-company': {
    kind: 'period',
    id: 'itr-company',
    type: 'Income-tax return (ITR-6)',
    recurrence: 'yearly',
    periodStartMonths: FINANCIAL_YEAR_START,
    dueDate: ({ year }) => isoDate(year + 1, 10, 31),
    basis:
      '31 October after the year, for a company (Income-tax Act, 1961, s. 139(1), to FY 2025-26; Income-tax Act, 2025, s. 263(1), from tax year 2026-27); 30 November when a transfer-pricing report is due',
    sources: [E_FILING, TAX_CALENDAR],
    checkedOn: CHECKED_2026_11_29,
    appliesTo: always,
  },
} satisfies Record<string, PeriodRule>;
