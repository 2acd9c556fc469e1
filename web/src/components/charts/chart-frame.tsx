import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CHART_BOX, labelledIndexes, PLOT, yScale } from './chart-scale';
import { seriesStyle, type ChartSeries } from './chart-series';

type ChartFrameProps = {
  description: string;
  ticks: readonly number[];
  xLabels: readonly string[];
  /** The x position (viewBox units) of the point or band at an index. */
  xAt: (index: number) => number;
  formatValue: (value: number) => string;
  series: readonly ChartSeries[];
  legendSwatch: 'line' | 'bar';
  className?: string | undefined;
  children: ReactNode;
};

/**
 * What every chart draws around its marks: the value grid with its labels (zero drawn stronger), the x labels
 * (as many as fit), and a legend under it. The SVG is one image to assistive technology (role="img", labelled by
 * the description); it scales to the container's width through its viewBox.
 */
export function ChartFrame({
  description,
  ticks,
  xLabels,
  xAt,
  formatValue,
  series,
  legendSwatch,
  className,
  children,
}: ChartFrameProps) {
  const y = yScale(ticks);
  return (
    <figure className={cn('space-y-2', className)}>
      <svg
        role="img"
        aria-label={description}
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        className="h-auto w-full overflow-visible"
      >
        <g aria-hidden="true" className="text-[11px]">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PLOT.left}
                x2={PLOT.right}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-muted-foreground' : 'stroke-border'}
                strokeWidth={1}
              />
              <text x={PLOT.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {labelledIndexes(xLabels.length).map((index) => (
            <text key={index} x={xAt(index)} y={PLOT.bottom + 18} textAnchor="middle" className="fill-muted-foreground">
              {xLabels[index]}
            </text>
          ))}
        </g>
        {children}
      </svg>
      <ChartLegend series={series} swatch={legendSwatch} />
    </figure>
  );
}

/** A chart's legend: each series' swatch (a bar's colour, or a line's colour and dash) and its name. */
export function ChartLegend({
  series,
  swatch,
  className,
}: {
  series: readonly ChartSeries[];
  swatch: 'line' | 'bar';
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {series.map((entry, index) => (
        <li key={entry.id} className="flex items-center gap-1.5">
          {swatch === 'bar' ? (
            <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm', seriesStyle(index).bg)} />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 8" className="h-2 w-6">
              <line
                x1={0}
                x2={24}
                y1={4}
                y2={4}
                strokeWidth={2.5}
                strokeDasharray={seriesStyle(index).dash}
                className={seriesStyle(index).stroke}
              />
            </svg>
          )}
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
