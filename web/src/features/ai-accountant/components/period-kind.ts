import { financialQuarterOf, financialYearOf } from '@core/dates/financial-year';
import { periodRange, type Period } from '@core/tools/ai-accountant/periods';

/** The kinds of period the picker offers: a quarter is of the financial year or of the calendar. */
export type Kind = 'month' | 'financial-quarter' | 'calendar-quarter' | 'financial-year' | 'custom';
export const kindOf = (period: Period): Kind => (period.kind === 'quarter' ? `${period.basis}-quarter` : period.kind);

/** The period as another kind, around the same days (a month becomes its financial year, its quarter…). */
export function switchKind(period: Period, kind: Kind, fyStartMonth: number): Period {
  const { from, to } = periodRange(period, fyStartMonth);
  const [year, month] = from.split('-').map(Number) as [number, number];
  const fy = financialYearOf(from, fyStartMonth);
  switch (kind) {
    case 'month':
      return { kind: 'month', year, month };
    case 'financial-quarter':
      return { kind: 'quarter', basis: 'financial', year: fy, quarter: financialQuarterOf(from, fyStartMonth) };
    case 'calendar-quarter':
      // The calendar's quarters are a financial year's that starts in January.
      return { kind: 'quarter', basis: 'calendar', year, quarter: financialQuarterOf(from, 1) };
    case 'financial-year':
      return { kind: 'financial-year', startYear: fy };
    case 'custom':
      return { kind: 'custom', from, to };
  }
}
