import type { Currency } from '@core/tools/money';
import type { Projection } from '@core/tools/finance-model-creator/project-model';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useModelCsv } from './model-csv';
import { MonthlyTable } from './monthly-table';
import { useProjectionText } from './use-projection-text';

type ModelResultsProps = {
  projection: Projection;
  currency: Currency;
  /** The CSV file is named after it. */ scenarioName: string | undefined;
};

// Characters a file name may not hold on Windows or macOS.
const fileNameOf = (name: string | undefined) => (name ?? '').replace(/[\\/:*?"<>|]+/g, '-').trim() || 'finance-model';

/** The model's outcome: runway, break-even and cash, the two charts, the month-by-month table and its CSV. */
export function ModelResults({ projection, currency, scenarioName }: ModelResultsProps) {
  const t = useT();
  const money = useMoney(currency);
  const text = useProjectionText();
  const toCsv = useModelCsv();
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
  const last = months[months.length - 1];
  const figures = [
    { label: t({ id: 'financeModel.results.runway', defaultMessage: 'Runway' }), value: text.runway(projection) },
    {
      label: t({ id: 'financeModel.results.breakEven', defaultMessage: 'Break-even' }),
      value: text.breakEven(projection),
    },
    {
      label: t({ id: 'financeModel.results.endingCash', defaultMessage: 'Cash at the end' }),
      value: money.formatWhole(last?.cash ?? 0),
    },
    {
      label: t({ id: 'financeModel.results.lowestCash', defaultMessage: 'Lowest cash' }),
      value: money.formatWhole(projection.lowestCash),
    },
  ];

  return (
    <section aria-labelledby="model-results" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="model-results" className="text-xl font-semibold">
          {t({ id: 'financeModel.results.title', defaultMessage: 'Results' })}
        </h2>
        <Button
          variant="outline"
          onClick={() => downloadFile(`${fileNameOf(scenarioName)}.csv`, toCsv(projection), 'text/csv;charset=utf-8')}
        >
          <Download className="size-4" aria-hidden="true" />
          {t({ id: 'financeModel.results.exportCsv', defaultMessage: 'Export CSV' })}
        </Button>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
          </Card>
        ))}
      </dl>
      {projection.cashOutMonth !== null && (
        <p className="text-sm text-destructive">
          {t(
            { id: 'financeModel.results.cashOut', defaultMessage: 'Cash runs out in month {month}.' },
            { month: projection.cashOutMonth },
          )}
        </p>
      )}
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
    </section>
  );
}
