/** The drawing area of every chart, in viewBox units (the SVG scales to its container's width). */
export const CHART_BOX = { width: 640, height: 260, left: 72, right: 16, top: 12, bottom: 30 } as const;
export const PLOT = {
  left: CHART_BOX.left,
  right: CHART_BOX.width - CHART_BOX.right,
  top: CHART_BOX.top,
  bottom: CHART_BOX.height - CHART_BOX.bottom,
  width: CHART_BOX.width - CHART_BOX.left - CHART_BOX.right,
  height: CHART_BOX.height - CHART_BOX.top - CHART_BOX.bottom,
} as const;

// The smallest step of 1, 2 or 5 × 10ⁿ at least `rough`, so ticks read as round amounts and stay few.
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

// Floating steps (0.1 + 0.2) drift: keep twelve significant digits.
const tidy = (value: number) => Number(value.toPrecision(12)) || 0;

/**
 * Round ticks covering `values` and zero (amounts are read against zero: a cash balance below it shows as such):
 * at most `count` + 1 of them, evenly spaced by 1, 2 or 5 × 10ⁿ. All zero (or nothing) gives [0, 1].
 */
export function niceTicks(values: readonly number[], count = 5): number[] {
  const finite = values.filter(Number.isFinite);
  const min = Math.min(0, ...finite);
  const max = Math.max(0, ...finite);
  if (min === max) return [0, 1];
  const step = niceStep((max - min) / Math.max(1, count - 1));
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  return Array.from({ length: last - first + 1 }, (_, index) => tidy((first + index) * step));
}

/** A value's height in the plot (viewBox y grows downwards): the first tick at the bottom, the last at the top. */
export function yScale(ticks: readonly number[]): (value: number) => number {
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const span = high - low || 1;
  return (value) => PLOT.bottom - ((value - low) / span) * PLOT.height;
}

/** Which of `count` x labels to print so at most `room` show, evenly spaced, always the first. */
export function labelledIndexes(count: number, room = 8): number[] {
  const step = Math.max(1, Math.ceil(count / room));
  return Array.from({ length: count }, (_, index) => index).filter((index) => index % step === 0);
}
