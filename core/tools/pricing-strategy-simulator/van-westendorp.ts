/**
 * Van Westendorp's price sensitivity meter (ADR 0049). Each respondent names four prices: too cheap (they would
 * doubt the quality), cheap (a bargain), expensive (they would think twice) and too expensive (they would not buy).
 */

/** One respondent's answers, in the questionnaire's order: too cheap ≤ cheap ≤ expensive ≤ too expensive. */
export type SurveyAnswer = readonly [tooCheap: number, cheap: number, expensive: number, tooExpensive: number];

export const SURVEY_COLUMNS = ['tooCheap', 'cheap', 'expensive', 'tooExpensive'] as const;
export type SurveyColumn = (typeof SURVEY_COLUMNS)[number];

/**
 * The four cumulative curves, as shares (0–1) of respondents, at each price any respondent named (ascending):
 * - tooCheap[k]: answered 'too cheap' at prices[k] or above — they find prices[k] too cheap (falls with price);
 * - cheap[k]: answered 'cheap' at prices[k] or above (falls);
 * - expensive[k]: answered 'expensive' at prices[k] or below — they find prices[k] expensive (rises);
 * - tooExpensive[k]: answered 'too expensive' at prices[k] or below (rises).
 */
export type VanWestendorpCurves = {
  prices: number[];
  tooCheap: number[];
  cheap: number[];
  expensive: number[];
  tooExpensive: number[];
};

/**
 * The price points, each where a falling curve meets a rising one (null when they do not meet within the prices
 * answered). The acceptable range runs from the point of marginal cheapness to the point of marginal expensiveness.
 * - pmc, point of marginal cheapness: 'too cheap' ∩ 'not cheap' (1 − cheap);
 * - opp, optimal price point: 'too cheap' ∩ 'too expensive';
 * - ipp, indifference price point: 'cheap' ∩ 'expensive';
 * - pme, point of marginal expensiveness: 'too expensive' ∩ 'not expensive' (1 − expensive).
 */
export type VanWestendorpPoints = { pmc: number | null; opp: number | null; ipp: number | null; pme: number | null };

/** How many of `sorted` (ascending) are below `value`, or with `orEqual` at or below it. */
function countUpTo(sorted: readonly number[], value: number, orEqual: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const item = sorted[middle]!;
    if (item < value || (orEqual && item === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

type CurveCounts = {
  prices: number[];
  tooCheap: number[];
  cheap: number[];
  expensive: number[];
  tooExpensive: number[];
  total: number;
};

/** The curves as counts of respondents (whole numbers, so that the crossings are found without rounding). */
function curveCounts(answers: readonly SurveyAnswer[]): CurveCounts {
  const column = (index: number) => answers.map((answer) => answer[index]!).sort((a, b) => a - b);
  const [tooCheap, cheap, expensive, tooExpensive] = [column(0), column(1), column(2), column(3)];
  const prices = [...new Set(answers.flat())].sort((a, b) => a - b);
  const total = answers.length;
  return {
    prices,
    tooCheap: prices.map((price) => total - countUpTo(tooCheap, price, false)),
    cheap: prices.map((price) => total - countUpTo(cheap, price, false)),
    expensive: prices.map((price) => countUpTo(expensive, price, true)),
    tooExpensive: prices.map((price) => countUpTo(tooExpensive, price, true)),
    total,
  };
}

/** The four curves of a set of answers (all empty when there are none). */
export function vanWestendorpCurves(answers: readonly SurveyAnswer[]): VanWestendorpCurves {
  const counts = curveCounts(answers);
  const share = (values: number[]) => values.map((value) => value / counts.total);
  return {
    prices: counts.prices,
    tooCheap: share(counts.tooCheap),
    cheap: share(counts.cheap),
    expensive: share(counts.expensive),
    tooExpensive: share(counts.tooExpensive),
  };
}

/**
 * Where a falling curve meets a rising one: the first price answered at which falling − rising is 0 or less; if
 * that is not the lowest price, the crossing is interpolated linearly from the price before it (where the
 * difference was still above 0). Null when the difference never reaches 0.
 */
export function crossingPrice(
  prices: readonly number[],
  falling: readonly number[],
  rising: readonly number[],
): number | null {
  let before: { price: number; difference: number } | null = null;
  for (const [index, price] of prices.entries()) {
    const difference = falling[index]! - rising[index]!;
    if (difference <= 0) {
      if (!before) return price;
      return before.price + ((price - before.price) * before.difference) / (before.difference - difference);
    }
    before = { price, difference };
  }
  return null;
}

/** The four price points of a set of answers (all null when there are none). */
export function vanWestendorpPoints(answers: readonly SurveyAnswer[]): VanWestendorpPoints {
  const { prices, tooCheap, cheap, expensive, tooExpensive, total } = curveCounts(answers);
  const notCheap = cheap.map((count) => total - count);
  const notExpensive = expensive.map((count) => total - count);
  return {
    pmc: crossingPrice(prices, tooCheap, notCheap),
    opp: crossingPrice(prices, tooCheap, tooExpensive),
    ipp: crossingPrice(prices, cheap, expensive),
    pme: crossingPrice(prices, notExpensive, tooExpensive),
  };
}

/** A curve's share at `price`: linearly interpolated between the prices answered, flat beyond them. */
function curveAt(prices: readonly number[], shares: readonly number[], price: number): number {
  if (price <= prices[0]!) return shares[0]!;
  for (let index = 1; index < prices.length; index += 1) {
    if (price <= prices[index]!) {
      const [low, high] = [prices[index - 1]!, prices[index]!];
      return shares[index - 1]! + ((shares[index]! - shares[index - 1]!) * (price - low)) / (high - low);
    }
  }
  return shares.at(-1)!;
}

/**
 * The curves at `count` evenly spaced prices from the lowest price answered to the highest (for a chart whose x
 * points are evenly spaced), each read as the points are: linearly between the prices answered.
 */
export function sampleCurves(curves: VanWestendorpCurves, count: number): VanWestendorpCurves {
  const { prices } = curves;
  if (prices.length === 0) return curves;
  const [low, high] = [prices[0]!, prices.at(-1)!];
  const sampled = Array.from({ length: count }, (_, index) =>
    count === 1 ? low : low + ((high - low) * index) / (count - 1),
  );
  const at = (shares: readonly number[]) => sampled.map((price) => curveAt(prices, shares, price));
  return {
    prices: sampled,
    tooCheap: at(curves.tooCheap),
    cheap: at(curves.cheap),
    expensive: at(curves.expensive),
    tooExpensive: at(curves.tooExpensive),
  };
}
