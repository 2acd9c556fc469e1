import type { MarketData } from '@core/tools/market-research-agent/market-documents';
import { marketSizes } from '@core/tools/market-research-agent/market-sizing';
import { BarChart } from '@/components/charts/bar-chart';
import { SampleBadge } from '@/components/sample-banner';
import { SectionCard } from '@/components/section-card';
import { useI18n, useT } from '@/lib/i18n/use-t';
import type { DocumentSample } from '@/lib/use-document-sample';
import { useMoney } from '@/lib/use-money';
import { MarketExport } from './market-export';
import { MarketSizesEmpty } from './market-sizes-empty';
import type { AssumptionLabels } from './use-assumption-labels';

/** Shown for a share of a SOM of nothing. */
const NO_FIGURE = '—';

type MarketSizesSectionProps = {
  data: MarketData | null;
  labels: AssumptionLabels;
  fileName: string;
  sample: DocumentSample;
};

/**
 * The market's sizes a year: TAM, SAM, SOM and the bottom-up revenue, as figures and a chart, and the CSV export;
 * with no market and no bottom-up revenue yet, the first figure to enter or a sample instead (ADR 0072).
 */
export function MarketSizesSection({ data, labels, fileName, sample }: MarketSizesSectionProps) {
  const t = useT();
  const intl = useI18n();
  const money = useMoney(data?.currency ?? 'USD');
  const title = t({ id: 'marketResearch.sizes.title', defaultMessage: 'Market size' });
  if (data === null)
    return (
      <SectionCard title={title}>
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'marketResearch.sizes.fixFields',
            defaultMessage: "Correct the fields marked above to see the market's size.",
          })}
        </p>
      </SectionCard>
    );

  const sizes = marketSizes(data.topDown, data.bottomUp);
  if (sizes.tam === 0 && sizes.bottomUp === 0)
    return (
      <SectionCard title={title}>
        <MarketSizesEmpty firstField={labels.topDown[0][1]} onTrySample={sample.trySample} />
      </SectionCard>
    );
  const figures = [
    ['tam', t({ id: 'marketResearch.sizes.tam', defaultMessage: 'TAM' }), sizes.tam],
    ['sam', t({ id: 'marketResearch.sizes.sam', defaultMessage: 'SAM' }), sizes.sam],
    ['som', t({ id: 'marketResearch.sizes.som', defaultMessage: 'SOM' }), sizes.som],
    ['bottomUp', t({ id: 'marketResearch.sizes.bottomUp', defaultMessage: 'Bottom-up revenue' }), sizes.bottomUp],
  ] as const;
  return (
    <SectionCard
      title={title}
      aside={
        <div className="flex flex-wrap items-center gap-2">
          {sample.isSample && <SampleBadge />}
          <MarketExport data={data} sizes={sizes} labels={labels} fileName={fileName} />
        </div>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map(([key, label, amount]) => (
          <div key={key}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{money.formatWhole(amount)}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-muted-foreground">
            {t({ id: 'marketResearch.sizes.bottomUpOfSom', defaultMessage: 'Bottom-up as a share of SOM' })}
          </dt>
          <dd className="text-lg font-semibold tabular-nums">
            {sizes.bottomUpOfSomPercent === null
              ? NO_FIGURE
              : intl.formatNumber(sizes.bottomUpOfSomPercent / 100, { style: 'percent', maximumFractionDigits: 1 })}
          </dd>
        </div>
      </dl>
      <BarChart
        title={t({ id: 'marketResearch.sizes.chartTitle', defaultMessage: 'Market size a year' })}
        xLabels={figures.map(([, label]) => label)}
        series={[
          {
            id: 'size',
            label: t({ id: 'marketResearch.sizes.chartSeries', defaultMessage: 'A year' }),
            values: figures.map(([, , amount]) => amount),
          },
        ]}
        formatValue={money.formatCompact}
        className="max-w-2xl"
      />
    </SectionCard>
  );
}
