import type { Interval } from '@core/tools/growth-experiment-lab/significance';
import { ChartFrame } from '@/components/charts/chart-frame';
import { niceTicks, PLOT, yScale } from '@/components/charts/chart-scale';
import { seriesStyle } from '@/components/charts/chart-series';
import { useT } from '@/lib/i18n/use-t';
import type { LabWords } from './use-lab-words';

/** A variant's conversion rate (a fraction) and its 95 % interval. */
export type RateBar = { id: string; name: string; rate: number; interval: Interval };

type ConversionChartProps = { bars: readonly RateBar[]; words: LabWords };

/**
 * Each variant's conversion rate as a bar, its 95 % interval as a whisker over it, on the shared chart frame (ADR
 * 0102): one image whose text alternative names every rate and interval.
 */
export function ConversionChart({ bars, words }: ConversionChartProps) {
  const t = useT();
  const ticks = niceTicks([0, ...bars.flatMap((bar) => [bar.rate, bar.interval[1]])].map((value) => value * 100));
  const y = (fraction: number) => yScale(ticks)(fraction * 100);
  const band = bars.length === 0 ? 0 : PLOT.width / bars.length;
  const width = Math.min(band * 0.5, 96);
  const title = t({ id: 'growthLab.chart.title', defaultMessage: 'Conversion rate by variant, with 95 % intervals' });
  const description = t(
    { id: 'growthLab.chart.description', defaultMessage: '{title}: {bars}.' },
    {
      title,
      bars: bars
        .map((bar) =>
          t(
            { id: 'growthLab.chart.bar', defaultMessage: '{name} {rate} ({low} to {high})' },
            {
              name: bar.name,
              rate: words.percent(bar.rate),
              low: words.percent(bar.interval[0]),
              high: words.percent(bar.interval[1]),
            },
          ),
        )
        .join('; '),
    },
  );
  const style = seriesStyle(0);
  return (
    <ChartFrame
      description={description}
      ticks={ticks}
      xLabels={bars.map((bar) => bar.name)}
      xAt={(index) => PLOT.left + band * (index + 0.5)}
      formatValue={(value) => words.percent(value / 100, Number.isInteger(value) ? 0 : 1)}
      series={[{ id: 'rate', label: title, values: bars.map((bar) => bar.rate) }]}
      legendSwatch="bar"
      className="max-w-xl"
    >
      {bars.map((bar, index) => {
        const centre = PLOT.left + band * (index + 0.5);
        const [top, low, high] = [y(bar.rate), y(bar.interval[0]), y(bar.interval[1])];
        return (
          <g key={bar.id}>
            <rect
              x={(centre - width / 2).toFixed(2)}
              y={top.toFixed(2)}
              width={width.toFixed(2)}
              height={(y(0) - top).toFixed(2)}
              className={style.fill}
              opacity={0.75}
            />
            <g className="stroke-foreground" strokeWidth={2}>
              <line x1={centre} x2={centre} y1={high.toFixed(2)} y2={low.toFixed(2)} />
              <line x1={centre - 10} x2={centre + 10} y1={high.toFixed(2)} y2={high.toFixed(2)} />
              <line x1={centre - 10} x2={centre + 10} y1={low.toFixed(2)} y2={low.toFixed(2)} />
            </g>
          </g>
        );
      })}
    </ChartFrame>
  );
}
