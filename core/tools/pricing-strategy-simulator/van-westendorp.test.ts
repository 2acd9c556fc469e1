import { describe, expect, it } from 'vitest';
import {
  crossingPrice,
  sampleCurves,
  type SurveyAnswer,
  vanWestendorpCurves,
  vanWestendorpPoints,
} from './van-westendorp';

/**
 * Five respondents (too cheap, cheap, expensive, too expensive), worked by hand (ADR 0049):
 *
 *   R1:  4  10  18  18        too cheap    {4, 8, 10, 12, 16}
 *   R2:  8  12  25  35        cheap        {10, 12, 15, 20, 25}
 *   R3: 10  15  25  40        expensive    {18, 25, 25, 30, 35}
 *   R4: 12  20  30  40        too expensive {18, 35, 40, 40, 50}
 *   R5: 16  25  35  50
 *
 * Prices answered: 4 8 10 12 15 16 18 20 25 30 35 40 50. Counts of the 5 at each price:
 *
 *   price               4  8 10 12 15 16 18 20 25 30 35 40 50
 *   too cheap (≥ p)     5  4  3  2  1  1  0  0  0  0  0  0  0
 *   cheap (≥ p)         5  5  5  4  3  2  2  2  1  0  0  0  0
 *   not cheap (5 − c)   0  0  0  1  2  3  3  3  4  5  5  5  5
 *   expensive (≤ p)     0  0  0  0  0  0  1  1  3  4  5  5  5
 *   not expensive       5  5  5  5  5  5  4  4  2  1  0  0  0
 *   too expensive (≤ p) 0  0  0  0  0  0  1  1  1  1  2  4  5
 *
 * Each point: the first price where falling − rising ≤ 0, interpolated from the price before it.
 *   PMC = too cheap − not cheap:      12 → 2 − 1 = 1, 15 → 1 − 2 = −1:  12 + 3 × 1 / (1 − (−1)) = 13.5
 *   OPP = too cheap − too expensive:  16 → 1 − 0 = 1, 18 → 0 − 1 = −1:  16 + 2 × 1 / 2           = 17
 *   IPP = cheap − expensive:          20 → 2 − 1 = 1, 25 → 1 − 3 = −2:  20 + 5 × 1 / 3           = 21.666…
 *   PME = not expensive − too exp.:   25 → 2 − 1 = 1, 30 → 1 − 1 = 0:   25 + 5 × 1 / (1 − 0)     = 30
 * Acceptable range: 13.5 to 30.
 */
const FIVE: SurveyAnswer[] = [
  [4, 10, 18, 18],
  [8, 12, 25, 35],
  [10, 15, 25, 40],
  [12, 20, 30, 40],
  [16, 25, 35, 50],
];

describe('Van Westendorp price points', () => {
  it('draws the four cumulative curves at every price answered', () => {
    const curves = vanWestendorpCurves(FIVE);
    expect(curves.prices).toEqual([4, 8, 10, 12, 15, 16, 18, 20, 25, 30, 35, 40, 50]);
    const fifths = (counts: number[]) => counts.map((count) => count / 5);
    expect(curves.tooCheap).toEqual(fifths([5, 4, 3, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0]));
    expect(curves.cheap).toEqual(fifths([5, 5, 5, 4, 3, 2, 2, 2, 1, 0, 0, 0, 0]));
    expect(curves.expensive).toEqual(fifths([0, 0, 0, 0, 0, 0, 1, 1, 3, 4, 5, 5, 5]));
    expect(curves.tooExpensive).toEqual(fifths([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 4, 5]));
  });

  it('finds the four points by linear interpolation between the prices answered', () => {
    const points = vanWestendorpPoints(FIVE);
    expect(points.pmc).toBe(13.5);
    expect(points.opp).toBe(17);
    expect(points.ipp).toBeCloseTo(20 + 5 / 3, 12);
    expect(points.pme).toBe(30);
  });

  it('does not depend on the order of the respondents', () => {
    expect(vanWestendorpPoints([...FIVE].reverse())).toEqual(vanWestendorpPoints(FIVE));
  });

  it('has no points without answers', () => {
    expect(vanWestendorpPoints([])).toEqual({ pmc: null, opp: null, ipp: null, pme: null });
    expect(vanWestendorpCurves([]).prices).toEqual([]);
  });

  it('takes a curve already crossed at the lowest price as that price, and none if they never meet', () => {
    // falling − rising: 0 at 10 → 10 itself; 1, 1 → never at or below 0 → null.
    expect(crossingPrice([10, 20], [1, 0], [1, 1])).toBe(10);
    expect(crossingPrice([10, 20], [2, 2], [1, 1])).toBeNull();
    // 2 at 10, −2 at 20: halfway, 15.
    expect(crossingPrice([10, 20], [3, 0], [1, 2])).toBe(15);
  });

  it('with one respondent, meets where their own answers are', () => {
    // One answer 10, 20, 30, 40: too cheap is 1 up to 10 and 0 from 20; too expensive 0 up to 30 and 1 at 40.
    // OPP: too cheap − too expensive = 1 at 10, 0 at 20 → 10 + 10 × 1 / 1 = 20.
    // IPP: cheap − expensive = 1 at 20, −1 at 30 → 20 + 10 × 1 / 2 = 25.
    // PMC: too cheap − not cheap = 1 at 10, 0 − 0 = 0 at 20 → 20. PME: not expensive − too expensive = 1 at 20, 0 at 30 → 30.
    expect(vanWestendorpPoints([[10, 20, 30, 40]])).toEqual({ pmc: 20, opp: 20, ipp: 25, pme: 30 });
  });

  it('samples the curves at evenly spaced prices for a chart, interpolating as the points do', () => {
    // From 4 to 50 in 3 prices: 4, 27, 50. Too cheap at 27: 0 (it is 0 from 18). Cheap at 27: between 25 (1/5) and
    // 30 (0/5), 2/5 of the way: 0.2 − 0.2 × 0.4 = 0.12. Expensive at 27: 3/5 + (4/5 − 3/5) × 0.4 = 0.68. Too expensive: 1/5.
    const sampled = sampleCurves(vanWestendorpCurves(FIVE), 3);
    expect(sampled.prices).toEqual([4, 27, 50]);
    expect(sampled.tooCheap).toEqual([1, 0, 0]);
    expect(sampled.cheap[1]).toBeCloseTo(0.12, 12);
    expect(sampled.expensive[1]).toBeCloseTo(0.68, 12);
    expect(sampled.tooExpensive).toEqual([0, 0.2, 1]);
  });
});
