import { useI18n } from '@/lib/i18n/use-t';
import { cn } from '@/lib/cn';
import { ChartLegend } from './chart-frame';
import { seriesStyle, type ChartSeries } from './chart-series';

export type RadarChartProps = {
  /** What the chart shows ('This week against your 4-week average'): the start of its text alternative. */
  title: string;
  /** A label per axis ('Energy', 'Sleep'…), clockwise from the top; every series has a value for each. */
  axes: readonly string[];
  series: readonly ChartSeries[];
  /** The value at the rim (a 1–5 score: 5); the rings are drawn at every whole value from 1 to it. */
  max: number;
  /** Writes a value for the text alternative. */
  formatValue: (value: number) => string;
  className?: string;
};

/** The radar's square, in viewBox units, and its radius: room around it for the axes' labels. */
export const RADAR = { size: 360, center: 180, radius: 120 } as const;

/** Where `value` (0 to `max`) of axis `index` of `count` falls: axis 0 points up, the others clockwise. */
export function radarPoint(index: number, count: number, value: number, max: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const r = (RADAR.radius * Math.min(Math.max(value, 0), max)) / max;
  return [RADAR.center + r * Math.cos(angle), RADAR.center + r * Math.sin(angle)];
}

const polygon = (values: readonly number[], max: number) =>
  values
    .map((value, index) => radarPoint(index, values.length, value, max))
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');

/**
 * Several series over the same axes (scores), each a closed shape around the centre, on rings at every whole value.
 * Pure SVG, the same on the server and in the browser; one image to assistive technology, described in words
 * ('This week: Energy 4, Motivation 3, …').
 */
export function RadarChart({ title, axes, series, max, formatValue, className }: RadarChartProps) {
  const intl = useI18n();
  const description = intl.formatMessage(
    { id: 'chart.description', defaultMessage: '{title}: {series}.' },
    {
      title,
      series: series
        .map(({ label, values }) =>
          intl.formatMessage(
            { id: 'chart.radarSeries', defaultMessage: '{series}: {values}' },
            {
              series: label,
              values: intl.formatList(axes.map((axis, index) => `${axis} ${formatValue(values[index] ?? 0)}`)),
            },
          ),
        )
        .join('; '),
    },
  );
  const rings = Array.from({ length: Math.max(1, Math.floor(max)) }, (_, index) => index + 1);
  return (
    <figure className={cn('space-y-2', className)}>
      <svg
        role="img"
        aria-label={description}
        viewBox={`0 0 ${RADAR.size} ${RADAR.size}`}
        className="mx-auto h-auto w-full max-w-sm overflow-visible"
      >
        <g aria-hidden="true" className="text-[12px]">
          {rings.map((ring) => (
            <polygon
              key={ring}
              points={polygon(
                axes.map(() => ring),
                max,
              )}
              fill="none"
              className={ring === max ? 'stroke-muted-foreground' : 'stroke-border'}
            />
          ))}
          {axes.map((axis, index) => {
            const [x, y] = radarPoint(index, axes.length, max, max);
            const [labelX, labelY] = radarPoint(index, axes.length, max * 1.14, max);
            const anchor = Math.abs(labelX - RADAR.center) < 1 ? 'middle' : labelX > RADAR.center ? 'start' : 'end';
            return (
              <g key={axis}>
                <line x1={RADAR.center} y1={RADAR.center} x2={x} y2={y} className="stroke-border" />
                <text x={labelX} y={labelY} dy="0.32em" textAnchor={anchor} className="fill-muted-foreground">
                  {axis}
                </text>
              </g>
            );
          })}
        </g>
        {series.map((entry, index) => {
          const style = seriesStyle(index);
          return (
            <polygon
              key={entry.id}
              points={polygon(entry.values, max)}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeDasharray={style.dash}
              fillOpacity={0.15}
              className={cn(style.stroke, style.fill)}
            />
          );
        })}
      </svg>
      <ChartLegend series={series} swatch="bar" className="justify-center" />
    </figure>
  );
}
