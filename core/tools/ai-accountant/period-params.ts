import { checkPeriod } from './accountant-contracts';
import type { Period } from './periods';

/**
 * The period in the page's address (ADR 0051), so that a reload, Back and Forward show the same one:
 * `?period=month&month=2026-04`, `?period=fy-quarter&year=2026&quarter=1` (Q1 of the financial year starting in
 * 2026: April–June 2026 for an April–March company), `?period=quarter&year=2026&quarter=1` (of the calendar:
 * January–March 2026), `?period=fy&year=2026` (FY 2026–27 for April–March, FY 2026 for January–December) or
 * `?period=custom&from=2026-04-01&to=2026-06-15`.
 */

/** The names the period uses in the address (the others are left as they are). */
export const PERIOD_PARAMS = ['period', 'month', 'year', 'quarter', 'from', 'to'] as const;

type Params = { get: (name: string) => string | null };

const yearOf = (text: string | null) => (text !== null && /^\d{4}$/.test(text) ? Number(text) : null);
const quarterOf = (text: string | null) =>
  text !== null && /^[1-4]$/.test(text) ? (Number(text) as 1 | 2 | 3 | 4) : null;

function shapeOf(params: Params): Period | null {
  const year = yearOf(params.get('year'));
  const quarter = quarterOf(params.get('quarter'));
  switch (params.get('period')) {
    case 'month': {
      const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(params.get('month') ?? '');
      return match ? { kind: 'month', year: Number(match[1]), month: Number(match[2]) } : null;
    }
    case 'fy-quarter':
    case 'quarter':
      return year !== null && quarter !== null
        ? { kind: 'quarter', basis: params.get('period') === 'fy-quarter' ? 'financial' : 'calendar', year, quarter }
        : null;
    case 'fy':
      return year !== null ? { kind: 'financial-year', startYear: year } : null;
    case 'custom': {
      const [from, to] = [params.get('from'), params.get('to')];
      return from !== null && to !== null ? { kind: 'custom', from, to } : null;
    }
    default:
      return null;
  }
}

/**
 * The period the address names, or null when it names none or one the books cannot be read over (the page's default
 * then); its financial year starts in `fyStartMonth`.
 */
export function periodFromParams(params: Params, fyStartMonth: number): Period | null {
  const period = shapeOf(params);
  return period && checkPeriod(period, fyStartMonth).range ? period : null;
}

/** The address's words for a period (periodFromParams reads them back). */
export function periodToParams(period: Period): Record<string, string> {
  switch (period.kind) {
    case 'month':
      return { period: 'month', month: `${period.year}-${String(period.month).padStart(2, '0')}` };
    case 'quarter':
      return {
        period: period.basis === 'financial' ? 'fy-quarter' : 'quarter',
        year: String(period.year),
        quarter: String(period.quarter),
      };
    case 'financial-year':
      return { period: 'fy', year: String(period.startYear) };
    case 'custom':
      return { period: 'custom', from: period.from, to: period.to };
  }
}
