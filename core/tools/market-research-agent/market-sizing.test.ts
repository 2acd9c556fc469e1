import { describe, expect, it } from 'vitest';
import { marketSizes } from './market-sizing';

const noted = (value: number) => ({ value, note: '' });

describe('sizing a market', () => {
  it('works top-down from customers and spend, then down by the serviceable and obtainable shares', () => {
    // 2,000,000 customers × 120 a year = 240,000,000 (TAM); × 25 % = 60,000,000 (SAM); × 5 % = 3,000,000 (SOM).
    // Bottom-up: 1,500 customers × 99 × 12 purchases = 1,782,000, which is 1,782,000 / 3,000,000 = 59.4 % of the SOM.
    const sizes = marketSizes(
      {
        customers: noted(2_000_000),
        annualSpend: noted(120),
        serviceablePercent: noted(25),
        obtainablePercent: noted(5),
      },
      { customers: noted(1_500), price: noted(99), purchasesPerYear: noted(12) },
    );
    expect(sizes).toEqual({
      tam: 240_000_000,
      sam: 60_000_000,
      som: 3_000_000,
      bottomUp: 1_782_000,
      bottomUpOfSomPercent: 59.4,
    });
  });

  it('has no comparison with a SOM of nothing', () => {
    // 100 × 50 = 5,000 TAM; × 0 % = 0 SAM and SOM. Bottom-up: 10 × 20 × 1 = 200.
    const sizes = marketSizes(
      { customers: noted(100), annualSpend: noted(50), serviceablePercent: noted(0), obtainablePercent: noted(10) },
      { customers: noted(10), price: noted(20), purchasesPerYear: noted(1) },
    );
    expect(sizes).toEqual({ tam: 5_000, sam: 0, som: 0, bottomUp: 200, bottomUpOfSomPercent: null });
  });
});
