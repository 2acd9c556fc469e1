import { useMemo } from 'react';
import { ChartFrame } from './chart-frame';
import { useChartDescription } from './chart-description';
import { niceTicks, PLOT, yScale } from './chart-scale';
import { seriesStyle, type ChartSeries } from './chart-series';

export type LineChartProps = {
  /** What the chart shows ('Cash balance'): the start of its text alternative. */
  title: string;
  /** A label per x point ('Month 1'…); every series has a value for each. */
  xLabels: readonly string[];
  series: readonly ChartSeries[];
  /** Writes a value for the axis and the text alternative (a tool passes `useMoney(currency).formatCompact`). */
  formatValue: (value: number) => string;
  /** Replaces the generated text alternative. */
  description?: string;
  className?: string;
};

const xAt = (count: number) => (index: number) =>
  count <= 1 ? PLOT.left + PLOT.width / 2 : PLOT.left + (index / (count - 1)) * PLOT.width;

/**
 * Several series over the same x points (months) as lines, against a zero line (values below zero — a cash
 * balance that runs out — go below it). Pure SVG, the same on the server and in the browser.
 */
export function LineChart({ title, xLabels, series, formatValue, description, className }: LineChartProps) {
  const generated = useChartDescription({ title, xLabels, series, formatValue });
  const ticks = useMemo(() => niceTicks(series.flatMap((entry) => entry.values)), [series]);
  const x = xAt(xLabels.length);
  const y = yScale(ticks);
  return (
    <ChartFrame
      description={description ?? generated}
      ticks={ticks}
      xLabels={xLabels}
      xAt={x}
      formatValue={formatValue}
      series={series}
      legendSwatch="line"
      className={className}
    >
      {series.map((entry, index) => {
        const style = seriesStyle(index);
        const points = entry.values.map((value, at) => `${x(at).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
        return entry.values.length === 1 ? (
          <circle key={entry.id} cx={x(0)} cy={y(entry.values[0] ?? 0)} r={3} className={style.fill} />
        ) : (
          <polyline
            key={entry.id}
            points={points}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeDasharray={style.dash}
            className={style.stroke}
          />
        );
      })}
    </ChartFrame>
  );
}
