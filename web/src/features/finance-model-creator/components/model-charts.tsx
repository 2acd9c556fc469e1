import type { Currency } from '@core/tools/money';
import type { Projection } from '@core/tools/finance-model-creator/project-model';
import { useMemo } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { MonthlyTable } from './monthly-table';
import { useProjectionText } from './use-projection-text';

/** The model month by month: revenue against expenses and the cash balance as charts, then the table. */
export function ModelCharts({ projection, currency }: { projection: Projection; currency: Currency }) {
  const t = useT();
  const money = useMoney(currency);
  const text = useProjectionText();
  const { months } = projection;
  const xLabels = useMemo(() => months.map((month) => text.monthShort(month.month)), [months, text]);
  const flows = useMemo(
    () => [
      {
        id: 'revenue',
        label: t({ id: 'financeModel.table.revenue', defaultMessage: 'Revenue' }),
        values: months.map((month) => month.revenue),
      },
      {
        id: 'expenses',
        label: t({ id: 'financeModel.table.expenses', defaultMessage: 'Expenses' }),
        values: months.map((month) => month.expenses),
      },
    ],
    [months, t],
  );
  const cash = useMemo(
    () => [
      {
        id: 'cash',
        label: t({ id: 'financeModel.table.cash', defaultMessage: 'Cash balance' }),
        values: months.map((month) => month.cash),
      },
    ],
    [months, t],
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="space-y-2">
          <h3 className="font-semibold">
            {t({ id: 'financeModel.results.flowsChart', defaultMessage: 'Revenue vs expenses' })}
          </h3>
          <LineChart
            title={t({ id: 'financeModel.results.flowsChart', defaultMessage: 'Revenue vs expenses' })}
            xLabels={xLabels}
            series={flows}
            formatValue={money.formatCompact}
          />
        </Card>
        <Card className="space-y-2">
          <h3 className="font-semibold">{t({ id: 'financeModel.table.cash', defaultMessage: 'Cash balance' })}</h3>
          <LineChart
            title={t({ id: 'financeModel.table.cash', defaultMessage: 'Cash balance' })}
            xLabels={xLabels}
            series={cash}
            formatValue={money.formatCompact}
          />
        </Card>
      </div>
      <MonthlyTable projection={projection} currency={currency} />
    </div>
  );
}
