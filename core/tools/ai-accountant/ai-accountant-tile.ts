import { defineDashboardTile, type TileFigure } from '../../dashboard/dashboard-tile';
import { defineMessage } from '../../i18n/define-message';
import type { BooksView } from './accountant-contracts';
import { periodRange, type DateRange } from './periods';

/** The AI Accountant's tile (ADR 0111): its books are in its tables, which its server folder reads. */
export const aiAccountantTile = defineDashboardTile({
  toolId: 'ai-accountant',
  title: defineMessage({ id: 'dashboard.tile.aiAccountant.title', defaultMessage: 'Net profit this month' }),
  empty: defineMessage({ id: 'dashboard.tile.aiAccountant.empty', defaultMessage: 'No transactions yet' }),
  source: { from: 'server' },
});

/** The month of `today` ('2026-11-30' → 1–30 November), as the books' 'This month' reads it. */
export const monthOf = (today: string): DateRange =>
  periodRange({ kind: 'month', year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }, 1);

/** The tile's figure from the books over the month: their net profit (revenue − expenses), revenue and expenses. */
export const netProfitFigure = ({ totals, currency }: Pick<BooksView, 'totals' | 'currency'>): TileFigure => ({
  headline: { kind: 'money', amount: totals.netProfit, currency },
  lines: [
    {
      label: defineMessage({ id: 'dashboard.tile.aiAccountant.revenue', defaultMessage: 'Revenue' }),
      value: { kind: 'money', amount: totals.revenue, currency },
    },
    {
      label: defineMessage({ id: 'dashboard.tile.aiAccountant.expenses', defaultMessage: 'Expenses' }),
      value: { kind: 'money', amount: totals.expenses, currency },
    },
  ],
  source: null,
});
