import { describe, expect, it } from 'vitest';
import { grantShares, poolShares, poolUse, sharesOfPercent, splitShares } from './option-pool';

const grant = (unit: 'shares' | 'percent', value: number) => ({ amount: { unit, value } });

describe('shares of a percentage', () => {
  it('rounds to the nearest share, half up, ignoring float noise', () => {
    expect(sharesOfPercent(1_000_001, 10)).toBe(100_000); // 100,000.1
    expect(sharesOfPercent(5, 10)).toBe(1); // 0.5
    // 1,000 × 1.15 % = 11.5 exactly, though 1.15 is 1.1499999… as a double.
    expect(sharesOfPercent(1_000, 1.15)).toBe(12);
  });

  it('sizes the pool and grants by shares or by percent of the fully diluted shares', () => {
    expect(poolShares({ fullyDilutedShares: 10_000_000, pool: { unit: 'percent', value: 12.5 } })).toBe(1_250_000);
    expect(poolShares({ fullyDilutedShares: 10_000_000, pool: { unit: 'shares', value: 777 } })).toBe(777);
    expect(grantShares(grant('percent', 0.25), 10_000_000)).toBe(25_000);
    expect(grantShares(grant('shares', 40_000), 10_000_000)).toBe(40_000);
  });
});

describe('poolUse', () => {
  it('adds the grants up against the pool', () => {
    // Pool 10 % of 10,000,000 = 1,000,000; grants 400,000 + 0.5 % (50,000) = 450,000; 550,000 left; 45 % used.
    expect(
      poolUse({ fullyDilutedShares: 10_000_000, pool: { unit: 'percent', value: 10 } }, [
        grant('shares', 400_000),
        grant('percent', 0.5),
      ]),
    ).toEqual({
      poolShares: 1_000_000,
      grantedShares: 450_000,
      remainingShares: 550_000,
      usedPercent: 45,
      isOverGranted: false,
    });
  });

  it('tells when the grants exceed the pool', () => {
    // 60,000 + 0.5 % of 10,000,000 (50,000) = 110,000 against 100,000: 10,000 over, 110 % used.
    const use = poolUse({ fullyDilutedShares: 10_000_000, pool: { unit: 'shares', value: 100_000 } }, [
      grant('shares', 60_000),
      grant('percent', 0.5),
    ]);
    expect(use).toMatchObject({ remainingShares: -10_000, isOverGranted: true });
    expect(use.usedPercent).toBeCloseTo(110, 10);
  });

  it('uses nothing of an empty pool without grants', () => {
    expect(poolUse({ fullyDilutedShares: 100, pool: { unit: 'shares', value: 0 } }, [])).toMatchObject({
      usedPercent: 0,
      isOverGranted: false,
    });
  });
});

describe('splitShares', () => {
  it('gives the shares still missing to the largest remainders, ties to the first', () => {
    // 7 × 34 % = 2.38, 7 × 33 % = 2.31 twice: floors 2 + 2 + 2 = 6; the 7th to the largest remainder (0.38).
    expect(splitShares(7, [34, 33, 33])).toEqual([3, 2, 2]);
    // 5 × 50 % = 2.5 each: one share missing goes to the first.
    expect(splitShares(5, [50, 50])).toEqual([3, 2]);
    expect(splitShares(9_500_000, [50, 30, 20])).toEqual([4_750_000, 2_850_000, 1_900_000]);
  });
});
