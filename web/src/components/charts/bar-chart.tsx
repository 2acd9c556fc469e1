import { useMemo } from 'react';
import { ChartFrame } from './chart-frame';
import { useChartDescription } from './chart-description';
import { niceTicks, PLOT, yScale } from './chart-scale';
import { seriesStyle, type ChartSeries } from './chart-series';
import type { LineChartProps } from './line-chart';

export type BarChartProps = LineChartProps & {
  /** Side by side in each x band (grouped, the default), or on top of each other (stacked: negatives below zero). */
  layout?: 'grouped' | 'stacked';
};

type Bar = { key: string; x: number; width: number; from: number; to: number; className: string };

// Each series' bar at each x point, as value ranges: grouped bars start at zero; stacked ones start where the
// previous series of the same sign ended.
function barsOf(series: readonly ChartSeries[], count: number, layout: 'grouped' | 'stacked'): Bar[] {
  const band = count === 0 ? 0 : PLOT.width / count;
  const inner = band * (layout === 'stacked' ? 0.6 : 0.8);
  const width = layout === 'stacked' ? inner : inner / Math.max(1, series.length);
  const positive = new Array<number>(count).fill(0);
  const negative = new Array<number>(count).fill(0);
  return series.flatMap((entry, seriesIndex) =>
    entry.values.slice(0, count).map((value, index) => {
      const start = PLOT.left + band * index + (band - inner) / 2;
      const x = layout === 'stacked' ? start : start + seriesIndex * width;
      const className = seriesStyle(seriesIndex).fill;
      const key = `${entry.id}-${index}`;
      if (layout === 'grouped') return { key, x, width, from: 0, to: value, className };
      const stack = value < 0 ? negative : positive;
      const from = stack[index] ?? 0;
      stack[index] = from + value;
      return { key, x, width, from, to: from + value, className };
    }),
  );
}

/**
 * Several series over the same x points (months) as bars, grouped or stacked, against a zero line (negative values
 * hang below it). Pure SVG, the same on the server and in the browser.
 */
export function BarChart({
  title,
  xLabels,
  series,
  formatValue,
  description,
  className,
  layout = 'grouped',
}: BarChartProps) {
  const generated = useChartDescription({ title, xLabels, series, formatValue });
  const count = xLabels.length;
  const bars = useMemo(() => barsOf(series, count, layout), [series, count, layout]);
  const ticks = useMemo(() => niceTicks(bars.flatMap((bar) => [bar.from, bar.to])), [bars]);
  const y = yScale(ticks);
  const band = count === 0 ? 0 : PLOT.width / count;
  return (
    <ChartFrame
      description={description ?? generated}
      ticks={ticks}
      xLabels={xLabels}
      xAt={(index) => PLOT.left + band * (index + 0.5)}
      formatValue={formatValue}
      series={series}
      legendSwatch="bar"
      className={className}
    >
      {bars.map((bar) => (
        <rect
          key={bar.key}
          x={bar.x.toFixed(2)}
          y={Math.min(y(bar.from), y(bar.to)).toFixed(2)}
          width={bar.width.toFixed(2)}
          height={Math.abs(y(bar.to) - y(bar.from)).toFixed(2)}
          className={bar.className}
        />
      ))}
    </ChartFrame>
  );
}
