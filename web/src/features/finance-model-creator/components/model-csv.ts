import type { Projection } from '@core/tools/finance-model-creator/project-model';
import { toCsv } from '@core/csv';
import { useT } from '@/lib/i18n/use-t';

// Amounts to the cent, as numbers (the CSV writes them unquoted and unguarded: a negative amount stays a number).
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The projection month by month as CSV, its header in the page's language. */
export function useModelCsv() {
  const t = useT();
  return (projection: Projection): string =>
    toCsv([
      [
        t({ id: 'financeModel.csv.month', defaultMessage: 'Month' }),
        t({ id: 'financeModel.table.revenue', defaultMessage: 'Revenue' }),
        t({ id: 'financeModel.csv.costOfRevenue', defaultMessage: 'Cost of revenue' }),
        t({ id: 'financeModel.table.grossMargin', defaultMessage: 'Gross margin' }),
        t({ id: 'financeModel.csv.payroll', defaultMessage: 'Payroll' }),
        t({ id: 'financeModel.csv.operatingExpenses', defaultMessage: 'Operating expenses' }),
        t({ id: 'financeModel.table.expenses', defaultMessage: 'Expenses' }),
        t({ id: 'financeModel.table.netBurn', defaultMessage: 'Net burn' }),
        t({ id: 'financeModel.table.funding', defaultMessage: 'Funding' }),
        t({ id: 'financeModel.table.cash', defaultMessage: 'Cash balance' }),
      ],
      ...projection.months.map((month) => [
        month.month,
        ...[
          month.revenue,
          month.costOfRevenue,
          month.grossMargin,
          month.payroll,
          month.operatingExpenses,
          month.expenses,
          month.netBurn,
          month.funding,
          month.cash,
        ].map(cents),
      ]),
    ]);
}
