import { describe, expect, it } from 'vitest';
import { unitEconomics } from './unit-economics';

describe('unit economics', () => {
  it('works out LTV, CAC payback and LTV:CAC by hand', () => {
    // $50 a month at 80 % gross margin: 50 × 0.8 = $40 gross profit a month.
    // 2 % monthly churn: a customer stays 1 / 0.02 = 50 months on average; LTV = 40 × 50 = $2,000.
    // CAC $600: payback 600 / 40 = 15 months; LTV:CAC = 2000 / 600 = 3.33…
    const result = unitEconomics({ price: 50, grossMargin: 80, monthlyChurn: 2, cac: 600 });
    expect(result.monthlyGrossProfit).toBe(40);
    expect(result.ltv).toBeCloseTo(2000, 9);
    expect(result.paybackMonths).toBe(15);
    expect(result.ltvToCac).toBeCloseTo(10 / 3, 9);
  });

  it('works out a second case: ₹999 at 70 %, 5 % churn, ₹3,000 CAC', () => {
    // 999 × 0.7 = 699.3 a month; LTV = 699.3 / 0.05 = 13,986; payback 3000 / 699.3 = 4.29 months; LTV:CAC 13986 / 3000 = 4.662.
    const result = unitEconomics({ price: 999, grossMargin: 70, monthlyChurn: 5, cac: 3000 });
    expect(result.monthlyGrossProfit).toBeCloseTo(699.3, 9);
    expect(result.ltv).toBeCloseTo(13986, 6);
    expect(result.paybackMonths).toBeCloseTo(4.29, 2);
    expect(result.ltvToCac).toBeCloseTo(4.662, 9);
  });

  it('pays back at once when acquiring costs nothing, and never with no gross profit', () => {
    expect(unitEconomics({ price: 50, grossMargin: 80, monthlyChurn: 2, cac: 0 })).toMatchObject({
      paybackMonths: 0,
      ltvToCac: null,
    });
    expect(unitEconomics({ price: 0, grossMargin: 80, monthlyChurn: 2, cac: 600 })).toEqual({
      monthlyGrossProfit: 0,
      ltv: 0,
      paybackMonths: null,
      ltvToCac: 0,
    });
  });
});
