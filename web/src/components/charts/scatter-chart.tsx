import { useI18n } from '@/lib/i18n/use-t';
import { cn } from '@/lib/cn';

/** One point of a scatter chart: a named thing at (x, y). */
export type ScatterPoint = { id: string; label: string; x: number; y: number };

/** An axis of a scatter chart: its name, its range, and how its values are written. */
export type ScatterAxis = { label: string; min: number; max: number; format: (value: number) => string };

export type ScatterChartProps = {
  /** What the chart shows ('Impact against effort'): the start of its text alternative. */
  title: string;
  x: ScatterAxis;
  y: ScatterAxis;
  points: readonly ScatterPoint[];
  /** Lines that split the plot into quadrants (e.g. the middle of each axis), with a word in each corner. */
  guides?: {
    x: number;
    y: number;
    corners?: { topLeft: string; topRight: string; bottomLeft: string; bottomRight: string };
  };
  className?: string;
};

/** The scatter's box in viewBox units, and its plot inside it: room for the axes' names. */
export const SCATTER = { width: 640, height: 360, left: 48, right: 16, top: 16, bottom: 44 } as const;

/** Where (x, y) falls in the plot (values outside an axis's range are drawn at its edge). */
export function scatterPosition(x: ScatterAxis, y: ScatterAxis, point: { x: number; y: number }): [number, number] {
  const share = (axis: ScatterAxis, value: number) =>
    axis.max === axis.min ? 0.5 : (Math.min(Math.max(value, axis.min), axis.max) - axis.min) / (axis.max - axis.min);
  const plotWidth = SCATTER.width - SCATTER.left - SCATTER.right;
  const plotHeight = SCATTER.height - SCATTER.top - SCATTER.bottom;
  return [SCATTER.left + share(x, point.x) * plotWidth, SCATTER.top + (1 - share(y, point.y)) * plotHeight];
}

export type ScatterGuides = NonNullable<ScatterChartProps['guides']>;

/** The plot's edges in viewBox units: the axes' ranges drawn. */
export function scatterPlot(x: ScatterAxis, y: ScatterAxis) {
  const [left, top] = scatterPosition(x, y, { x: x.min, y: y.max });
  const [right, bottom] = scatterPosition(x, y, { x: x.max, y: y.min });
  return { left, top, right, bottom };
}

/** A scatter's box, its quadrant lines and corner words, and its axes' names: hidden from assistive technology. */
export function ScatterFrame({ x, y, guides }: { x: ScatterAxis; y: ScatterAxis; guides?: ScatterGuides | undefined }) {
  const { left, top, right, bottom } = scatterPlot(x, y);
  const guide = guides && scatterPosition(x, y, guides);
  return (
    <g aria-hidden="true" className="text-[12px]">
      <rect x={left} y={top} width={right - left} height={bottom - top} fill="none" className="stroke-border" />
      {guide && (
        <>
          <line x1={guide[0]} x2={guide[0]} y1={top} y2={bottom} strokeDasharray="4 4" className="stroke-border" />
          <line x1={left} x2={right} y1={guide[1]} y2={guide[1]} strokeDasharray="4 4" className="stroke-border" />
        </>
      )}
      {guides?.corners &&
        (
          [
            [guides.corners.topLeft, left + 8, top + 16, 'start'],
            [guides.corners.topRight, right - 8, top + 16, 'end'],
            [guides.corners.bottomLeft, left + 8, bottom - 8, 'start'],
            [guides.corners.bottomRight, right - 8, bottom - 8, 'end'],
          ] as const
        ).map(([word, wordX, wordY, anchor]) => (
          <text key={word} x={wordX} y={wordY} textAnchor={anchor} className="fill-muted-foreground font-medium">
            {word}
          </text>
        ))}
      <text x={(left + right) / 2} y={SCATTER.height - 8} textAnchor="middle" className="fill-muted-foreground">
        {x.label}
      </text>
      <text
        x={0}
        y={0}
        transform={`translate(${SCATTER.left - 16} ${(top + bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        className="fill-muted-foreground"
      >
        {y.label}
      </text>
    </g>
  );
}

/** A point's name beside it (`gap` away), on its right unless the point is near the plot's right edge. */
export function ScatterPointLabel({
  cx,
  cy,
  right,
  gap,
  label,
  className,
}: {
  cx: number;
  cy: number;
  right: number;
  gap: number;
  label: string;
  className?: string;
}) {
  const onRight = cx < right - 120;
  return (
    <text
      aria-hidden="true"
      x={(onRight ? cx + gap : cx - gap).toFixed(1)}
      y={cy.toFixed(1)}
      dy="0.32em"
      textAnchor={onRight ? 'start' : 'end'}
      className={cn('fill-foreground', className)}
    >
      {label}
    </text>
  );
}

/**
 * Named points on two axes (impact against effort, a positioning map), each labelled beside its dot, with optional
 * quadrant lines. Pure SVG, the same on the server and in the browser; one image to assistive technology, described
 * point by point ('Impact against effort: Reminders (Effort 2, Impact 3); …').
 */
export function ScatterChart({ title, x, y, points, guides, className }: ScatterChartProps) {
  const intl = useI18n();
  const description =
    points.length === 0
      ? intl.formatMessage({ id: 'chart.noData', defaultMessage: '{title}: no data' }, { title })
      : intl.formatMessage(
          { id: 'chart.description', defaultMessage: '{title}: {series}.' },
          {
            title,
            series: points
              .map((point) =>
                intl.formatMessage(
                  { id: 'chart.scatterPoint', defaultMessage: '{label} ({xName} {x}, {yName} {y})' },
                  { label: point.label, xName: x.label, x: x.format(point.x), yName: y.label, y: y.format(point.y) },
                ),
              )
              .join('; '),
          },
        );
  const { right } = scatterPlot(x, y);
  return (
    <figure className={cn('space-y-2', className)}>
      <svg
        role="img"
        aria-label={description}
        viewBox={`0 0 ${SCATTER.width} ${SCATTER.height}`}
        className="h-auto w-full overflow-visible"
      >
        <ScatterFrame x={x} y={y} guides={guides} />
        <g aria-hidden="true" className="text-[12px]">
          {points.map((point) => {
            const [cx, cy] = scatterPosition(x, y, point);
            return (
              <g key={point.id}>
                <circle cx={cx.toFixed(1)} cy={cy.toFixed(1)} r={6} className="fill-primary" />
                <ScatterPointLabel cx={cx} cy={cy} right={right} gap={10} label={point.label} />
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
