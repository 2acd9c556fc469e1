import { describe, expect, it } from 'vitest';
import { compareWithControl, rateInterval } from './significance';

describe('compareWithControl', () => {
  // R's prop.test(x = c(19, 15), n = c(34, 34), correct = FALSE), as printed in holgerbrandl/datautils,
  // tools/rnblight/example.md (rdrr.io): X-squared = 0.94118, p-value = 0.332, 95 percent confidence interval
  // −0.1183829 0.3536770 for prop 1 − prop 2 (0.5588235 − 0.4411765). Here the control is 15 of 34, the variant 19 of 34.
  it('tests a variant as R’s prop.test does without continuity correction', () => {
    const comparison = compareWithControl({ visitors: 34, conversions: 15 }, { visitors: 34, conversions: 19 });
    expect(comparison?.controlRate).toBeCloseTo(0.4411765, 7);
    expect(comparison?.variantRate).toBeCloseTo(0.5588235, 7);
    expect((comparison?.z ?? 0) ** 2).toBeCloseTo(0.94118, 5);
    expect(comparison?.pValue).toBeCloseTo(0.332, 3);
    expect(comparison?.absoluteInterval[0]).toBeCloseTo(-0.1183829, 7);
    expect(comparison?.absoluteInterval[1]).toBeCloseTo(0.353677, 7);
    expect(comparison?.isSignificant).toBe(false);
    // Relative: by hand, 0.1176471 / 0.4411765 = 0.2666667 (4 / 15), interval −0.1183829 / 0.4411765 = −0.2683346 to
    // 0.3536770 / 0.4411765 = 0.8016679.
    expect(comparison?.relativeUplift).toBeCloseTo(4 / 15, 10);
    expect(comparison?.relativeInterval?.[0]).toBeCloseTo(-0.2683346, 6);
    expect(comparison?.relativeInterval?.[1]).toBeCloseTo(0.8016679, 6);
  });

  // Worked by hand: control 200 of 2,000 (10 %), variant 260 of 2,000 (13 %). Pooled p̂ = 460 / 4,000 = 0.115,
  // SE = √(0.115 · 0.885 · (2 / 2,000)) = √0.000101775 = 0.0100884; z = 0.03 / 0.0100884 = 2.9737; two-sided
  // p = 2 · (1 − Φ(2.97)) ≈ 2 · 0.00149 = 0.003 (standard normal table: Φ(2.97) = 0.99851).
  // Unpooled SE = √(0.09 / 2,000 + 0.1131 / 2,000) = √0.00010155 = 0.0100772; 95 %: 0.03 ± 1.96 · 0.0100772
  // = 0.0102487 to 0.0497513; relative +30 %.
  it('finds a significant uplift by hand-worked figures', () => {
    const comparison = compareWithControl({ visitors: 2_000, conversions: 200 }, { visitors: 2_000, conversions: 260 });
    expect(comparison?.z).toBeCloseTo(2.9737, 4);
    expect(comparison?.pValue).toBeCloseTo(0.003, 3);
    expect(comparison?.isSignificant).toBe(true);
    expect(comparison?.absoluteInterval[0]).toBeCloseTo(0.0102487, 4);
    expect(comparison?.absoluteInterval[1]).toBeCloseTo(0.0497513, 4);
    expect(comparison?.relativeUplift).toBeCloseTo(0.3, 10);
    expect(comparison?.chanceToBeat).toBeGreaterThan(0.99);
  });

  it('cannot compare without visitors, and finds nothing between two rates of zero', () => {
    expect(compareWithControl({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 })).toBeNull();
    const none = compareWithControl({ visitors: 50, conversions: 0 }, { visitors: 50, conversions: 0 });
    expect(none).toMatchObject({ z: 0, pValue: 1, isSignificant: false, relativeUplift: null, relativeInterval: null });
  });
});

describe('rateInterval', () => {
  // By hand: 30 of 200 = 0.15; 1.96 · √(0.15 · 0.85 / 200) = 1.96 · 0.0252488 = 0.0494877 → 0.1005123 to 0.1994877.
  it('is the rate ± 1.96 standard errors, within 0 and 1', () => {
    const [low, high] = rateInterval({ visitors: 200, conversions: 30 }) ?? [];
    expect(low).toBeCloseTo(0.1005123, 5);
    expect(high).toBeCloseTo(0.1994877, 5);
    expect(rateInterval({ visitors: 10, conversions: 0 })).toEqual([0, 0]);
    expect(rateInterval({ visitors: 0, conversions: 0 })).toBeNull();
  });
});
