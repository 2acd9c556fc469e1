import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceTicks, PLOT, yScale } from './chart-scale';

describe('niceTicks', () => {
  it('covers the values and zero with round steps', () => {
    // 0..1,234 in 4 steps: rough step 1234 / 4 = 308.5 → the next of 1, 2, 5 × 100 is 500; 0 to 1500.
    expect(niceTicks([120, 1234])).toEqual([0, 500, 1000, 1500]);
    // -3,200..8,000: rough step 11,200 / 4 = 2,800 → 5,000; floor(-3200/5000) = -1, ceil(8000/5000) = 2.
    expect(niceTicks([-3200, 8000])).toEqual([-5000, 0, 5000, 10000]);
    // 0..1,000 in 2 steps: rough 500 → 500.
    expect(niceTicks([1000], 3)).toEqual([0, 500, 1000]);
  });

  it('includes zero for values all below it', () => {
    // -90..0: rough step 90 / 4 = 22.5 → 50; floor(-90/50) = -2.
    expect(niceTicks([-90, -10])).toEqual([-100, -50, 0]);
  });

  it('keeps small steps free of floating drift', () => {
    // 0..0.3: rough 0.3 / 4 = 0.075 → 0.1; 3 × 0.1 would be 0.30000000000000004 untidied.
    expect(niceTicks([0.1, 0.3])).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('gives 0 and 1 for nothing, all zeros or no finite value', () => {
    expect(niceTicks([])).toEqual([0, 1]);
    expect(niceTicks([0, 0])).toEqual([0, 1]);
    expect(niceTicks([Number.NaN])).toEqual([0, 1]);
  });
});

describe('yScale', () => {
  it('puts the first tick at the bottom of the plot and the last at its top', () => {
    const y = yScale([-100, 0, 100]);
    expect(y(-100)).toBe(PLOT.bottom);
    expect(y(100)).toBe(PLOT.top);
    expect(y(0)).toBe(PLOT.top + PLOT.height / 2);
  });
});

describe('labelledIndexes', () => {
  it('labels every point when there is room, else every nth from the first', () => {
    expect(labelledIndexes(5)).toEqual([0, 1, 2, 3, 4]);
    // 24 months in room for 8: every 3rd.
    expect(labelledIndexes(24)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(labelledIndexes(0)).toEqual([]);
  });
});
