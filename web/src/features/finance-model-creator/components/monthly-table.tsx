import type { Currency } from '@core/tools/money';
import type { Projection, ProjectedMonth } from '@core/tools/finance-model-creator/project-model';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useProjectionText } from './use-projection-text';

type Column = { key: keyof Omit<ProjectedMonth, 'month'>; label: string };

/** The projection month by month: revenue, gross margin, expenses, net burn, funding and cash (below zero in red). */
export function MonthlyTable({ projection, currency }: { projection: Projection; currency: Currency }) {
  const t = useT();
  const money = useMoney(currency);
  const text = useProjectionText();
  const columns: Column[] = [
    { key: 'revenue', label: t({ id: 'financeModel.table.revenue', defaultMessage: 'Revenue' }) },
    { key: 'grossMargin', label: t({ id: 'financeModel.table.grossMargin', defaultMessage: 'Gross margin' }) },
    { key: 'expenses', label: t({ id: 'financeModel.table.expenses', defaultMessage: 'Expenses' }) },
    { key: 'netBurn', label: t({ id: 'financeModel.table.netBurn', defaultMessage: 'Net burn' }) },
    { key: 'funding', label: t({ id: 'financeModel.table.funding', defaultMessage: 'Funding' }) },
    { key: 'cash', label: t({ id: 'financeModel.table.cash', defaultMessage: 'Cash balance' }) },
  ];
  const caption = t({ id: 'financeModel.table.caption', defaultMessage: 'Month by month' });
  return (
    // Scrolls on its own on a narrow screen; focusable so the keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border border-border"
    >
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-card">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t({ id: 'financeModel.csv.month', defaultMessage: 'Month' })}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {projection.months.map((month) => (
            <tr key={month.month} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {text.month(month.month)}
              </th>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn('px-3 py-1.5', column.key === 'cash' && month.cash < 0 && 'text-destructive')}
                >
                  {money.formatWhole(month[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
