import { describe, expect, it } from 'vitest';
import {
  averagePrice,
  customersAt,
  demandPointAt,
  hasNoRevenue,
  priceFactors,
  revenueMaximisingFactor,
  simulateDemand,
} from './demand-model';

// Starter $10 for 60 % of customers, Pro $30 for 40 %: average price 10 × 0.6 + 30 × 0.4 = 6 + 12 = $18.
const TIERS = [
  { id: 'starter', name: 'Starter', price: 10, share: 60 },
  { id: 'pro', name: 'Pro', price: 30, share: 40 },
];
// 1,000 customers today; each 10 % rise loses 20 % of them.
const DEMAND = { customers: 1000, lossPer10Percent: 20 };

describe('the linear demand model', () => {
  it('averages the tiers by their shares', () => {
    expect(averagePrice(TIERS)).toBe(18);
  });

  it('loses customers in a straight line as prices rise, and wins them as they fall', () => {
    // customers = 1000 × (1 − 20/10 × (f − 1)) = 1000 × (3 − 2f)
    expect(customersAt(1, DEMAND)).toBe(1000);
    expect(customersAt(1.1, DEMAND)).toBeCloseTo(800, 9); // 1000 × (3 − 2.2)
    expect(customersAt(0.5, DEMAND)).toBe(2000); // 1000 × (3 − 1)
    expect(customersAt(1.5, DEMAND)).toBe(0); // 1000 × (3 − 3)
    expect(customersAt(2, DEMAND)).toBe(0); // 1000 × (3 − 4) = −1000, never below 0
  });

  it('finds the revenue-maximising price by hand: revenue = 18f × 1000(3 − 2f), highest where 3 − 4f = 0', () => {
    // R(f) = 18000 × (3f − 2f²); R'(f) = 18000 × (3 − 4f) = 0 → f* = 0.75 (= 0.5 + 5 / 20).
    // In price terms: customers = 3000 − (1000/9) p for the average price p = 18f, so p* = 3000 / (2 × 1000/9) = 13.5 = 18 × 0.75.
    expect(revenueMaximisingFactor(TIERS, DEMAND)).toBe(0.75);
    // At f* = 0.75: Starter $7.50, Pro $22.50; 1000 × (3 − 1.5) = 1,500 customers; ARPU 13.5; revenue 1500 × 13.5 = $20,250.
    expect(demandPointAt(0.75, TIERS, DEMAND)).toEqual({ factor: 0.75, customers: 1500, arpu: 13.5, revenue: 20250 });
    // Today: 1,000 × $18 = $18,000, less than $20,250.
    expect(demandPointAt(1, TIERS, DEMAND).revenue).toBe(18000);
  });

  it('has no revenue-maximising price when demand does not fall, there are no customers, or nothing is priced', () => {
    expect(revenueMaximisingFactor(TIERS, { customers: 1000, lossPer10Percent: 0 })).toBeNull();
    expect(revenueMaximisingFactor(TIERS, { customers: 0, lossPer10Percent: 20 })).toBeNull();
    expect(revenueMaximisingFactor([{ id: 'free', name: 'Free', price: 0, share: 100 }], DEMAND)).toBeNull();
  });

  it('sweeps from half to double today’s prices in 10 % steps', () => {
    expect(priceFactors({ from: 0.5, to: 2, step: 0.1 })).toEqual([
      0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2,
    ]);
    const sweep = simulateDemand(TIERS, DEMAND);
    expect(sweep).toHaveLength(16);
    // f = 0.8: 1000 × (3 − 1.6) = 1,400 customers × ARPU 14.4 = $20,160.
    const atEighty = sweep[3]!;
    expect(atEighty.factor).toBe(0.8);
    expect(atEighty.customers).toBeCloseTo(1400, 9);
    expect(atEighty.arpu).toBeCloseTo(14.4, 12);
    expect(atEighty.revenue).toBeCloseTo(20160, 6);
  });
});

describe('hasNoRevenue', () => {
  it('is so with nothing priced or no customers, and not with both', () => {
    const free = TIERS.map((tier) => ({ ...tier, price: 0 }));
    expect(hasNoRevenue(free, DEMAND)).toBe(true);
    expect(hasNoRevenue(TIERS, { ...DEMAND, customers: 0 })).toBe(true);
    // 1,000 × $18 = $18,000 a month today.
    expect(hasNoRevenue(TIERS, DEMAND)).toBe(false);
  });
});
