/** One named series of a chart: a value per x point (a month), in the same order as the chart's x labels. */
export type ChartSeries = { id: string; label: string; values: readonly number[] };

/**
 * The look of the series at `index`: a colour (stroke for lines, fill for bars, bg for the legend's swatch) and,
 * for lines, a dash, so series differ by more than colour.
 */
const STYLES = [
  { stroke: 'stroke-primary', fill: 'fill-primary', bg: 'bg-primary', dash: undefined },
  { stroke: 'stroke-amber-600', fill: 'fill-amber-500', bg: 'bg-amber-500', dash: '8 4' },
  { stroke: 'stroke-emerald-600', fill: 'fill-emerald-600', bg: 'bg-emerald-600', dash: '2 3' },
  { stroke: 'stroke-sky-600', fill: 'fill-sky-500', bg: 'bg-sky-500', dash: '10 3 2 3' },
  { stroke: 'stroke-rose-600', fill: 'fill-rose-500', bg: 'bg-rose-500', dash: '4 4' },
  { stroke: 'stroke-violet-600', fill: 'fill-violet-500', bg: 'bg-violet-500', dash: '1 2' },
] as const;

export type SeriesStyle = (typeof STYLES)[number];

export const seriesStyle = (index: number): SeriesStyle => STYLES[index % STYLES.length] ?? STYLES[0];
