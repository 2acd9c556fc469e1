import { toCsv } from '@core/csv';
import type { Currency } from '@core/tools/money';
import {
  demandPointAt,
  hasNoRevenue,
  revenueMaximisingFactor,
  simulateDemand,
} from '@core/tools/pricing-strategy-simulator/demand-model';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { LineChart } from '@/components/charts/line-chart';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import type { PricingAnalysisData } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { ResultsHeading } from '@/components/results-heading';
import type { DocumentSample } from '@/lib/use-document-sample';
import { DemandTable } from './demand-table';
import { PricingEmpty } from './pricing-empty';
import { usePricingFormat } from './use-pricing-format';

/**
 * The simulation: the revenue-maximising price, revenue across prices, and the table behind it (with a CSV); with no
 * revenue to simulate, the first step or a sample instead.
 */
type DemandCardProps = {
  /** The analysis as last checked whole (useLastValid); null before it ever was. */
  data: PricingAnalysisData | null;
  /** A field is wrong: `data` is the last valid analysis. */
  isStale: boolean;
  currency: Currency;
  sample: DocumentSample;
};

export function DemandCard({ data, isStale, currency, sample }: DemandCardProps) {
  const t = useT();
  const format = usePricingFormat(currency);
  const sweep = useMemo(() => (data ? simulateDemand(data.tiers, data.demand) : []), [data]);
  const title = t({ id: 'pricing.demand.title', defaultMessage: 'Revenue across prices' });
  if (!data) {
    return (
      <Card className="space-y-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">
          {t({ id: 'pricing.demand.fixFirst', defaultMessage: 'Fix the fields marked in red to see the simulation.' })}
        </p>
      </Card>
    );
  }
  if (hasNoRevenue(data.tiers, data.demand)) {
    return (
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{title}</h2>
        <PricingEmpty hasNoCustomers={data.demand.customers === 0} onTrySample={sample.trySample} />
      </Card>
    );
  }
  const bestFactor = revenueMaximisingFactor(data.tiers, data.demand);
  const best = bestFactor === null ? null : demandPointAt(bestFactor, data.tiers, data.demand);
  const today = demandPointAt(1, data.tiers, data.demand);
  const exportCsv = () => {
    const header = [
      t({ id: 'pricing.demand.change', defaultMessage: 'Price change' }),
      ...data.tiers.map((tier) => tier.name),
      t({ id: 'pricing.demand.customersColumn', defaultMessage: 'Customers' }),
      t({ id: 'pricing.demand.revenue', defaultMessage: 'Monthly revenue' }),
      t({ id: 'pricing.demand.arpu', defaultMessage: 'ARPU' }),
    ];
    const rows = sweep.map((point) => [
      format.change(point.factor),
      ...data.tiers.map((tier) => tier.price * point.factor),
      point.customers,
      point.revenue,
      point.arpu,
    ]);
    downloadFile('pricing-simulation.csv', toCsv([header, ...rows]), 'text/csv;charset=utf-8');
  };
  return (
    <Card className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResultsHeading isSample={sample.isSample}>{title}</ResultsHeading>
        <Button size="sm" variant="outline" onClick={exportCsv}>
          <Download className="size-4" aria-hidden="true" />
          {t({ id: 'pricing.demand.export', defaultMessage: 'Export CSV' })}
        </Button>
      </div>
      <DimmedWhileStale isStale={isStale} className="space-y-5">
        <section aria-labelledby="best-price" className="rounded-md bg-muted/50 p-4">
          <h3 id="best-price" className="font-semibold">
            {t({ id: 'pricing.demand.best', defaultMessage: 'Revenue-maximising price' })}
          </h3>
          {best ? (
            <p data-testid="best-price">
              {t(
                {
                  id: 'pricing.demand.bestText',
                  defaultMessage:
                    '{change} on today’s prices ({prices}): {customers} customers, {revenue} a month, ARPU {arpu}.',
                },
                {
                  change: format.change(best.factor),
                  prices: data.tiers
                    .map((tier) => `${tier.name} ${format.format(tier.price * best.factor)}`)
                    .join(', '),
                  customers: format.count(best.customers),
                  revenue: format.formatWhole(best.revenue),
                  arpu: format.format(best.arpu),
                },
              )}
            </p>
          ) : (
            <p data-testid="best-price">
              {t({
                id: 'pricing.demand.noBest',
                defaultMessage:
                  'No highest point: with no customers lost as prices rise (or nothing priced), revenue only grows with price.',
              })}
            </p>
          )}
          <p className="mt-1 text-sm text-muted-foreground">
            {t(
              { id: 'pricing.demand.today', defaultMessage: 'Today: {customers} customers, {revenue} a month.' },
              { customers: format.count(today.customers), revenue: format.formatWhole(today.revenue) },
            )}
          </p>
        </section>
        <LineChart
          title={title}
          xLabels={sweep.map((point) => format.change(point.factor))}
          series={[
            {
              id: 'revenue',
              label: t({ id: 'pricing.demand.revenue', defaultMessage: 'Monthly revenue' }),
              values: sweep.map((point) => point.revenue),
            },
          ]}
          formatValue={format.formatCompact}
        />
        <DemandTable sweep={sweep} format={format} />
      </DimmedWhileStale>
    </Card>
  );
}
