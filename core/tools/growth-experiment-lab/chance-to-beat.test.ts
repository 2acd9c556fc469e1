import { describe, expect, it } from 'vitest';
import { chanceToBeatControl } from './chance-to-beat';

/** Counts whose Beta(1, 1) posterior is Beta(α, β): α − 1 conversions of α + β − 2 visitors. */
const posterior = (alpha: number, beta: number) => ({ visitors: alpha + beta - 2, conversions: alpha - 1 });

describe('chanceToBeatControl', () => {
  // Worked by hand (X the control, Y the variant):
  // - no data on either: two uniforms, P(Y > X) = ½;
  // - control none, variant 1 of 1: Y ~ Beta(2, 1) (density 2y), P = ∫₀¹ 2y · y dy = 2/3;
  // - control 0 of 1 (Beta(1, 2), density 2(1 − x)), variant 1 of 1: ∫₀¹ 2y (2y − y²) dy = 4/3 − 1/2 = 5/6.
  it('matches hand-worked small cases', () => {
    expect(chanceToBeatControl({ visitors: 0, conversions: 0 }, { visitors: 0, conversions: 0 })).toBeCloseTo(0.5, 12);
    expect(chanceToBeatControl({ visitors: 0, conversions: 0 }, { visitors: 1, conversions: 1 })).toBeCloseTo(
      2 / 3,
      12,
    );
    expect(chanceToBeatControl({ visitors: 1, conversions: 0 }, { visitors: 1, conversions: 1 })).toBeCloseTo(
      5 / 6,
      12,
    );
    expect(chanceToBeatControl({ visitors: 1, conversions: 1 }, { visitors: 1, conversions: 0 })).toBeCloseTo(
      1 / 6,
      12,
    );
  });

  // cprior (G. Navas-Palencia), tests/test_beta.py: beta_cprior(a0, b0, a1, b1) = P(X₁ > X₀), X₀ ~ Beta(a0, b0) the
  // control, X₁ ~ Beta(a1, b1), asserted to a relative 1e-8; and BetaABTest(Beta(40, 60), Beta(70, 90)) → B 0.7262717462.
  it.each([
    [10, 50, 60, 250, 0.70889192],
    [600, 550, 52, 60, 0.1223144258],
    [1000, 900, 1200, 1000, 0.8898254504],
    [1000, 900, 1200, 800, 0.9999982656],
    [100, 90, 100, 90, 0.5],
    [40, 60, 70, 90, 0.7262717462],
  ])('Beta(%d, %d) against Beta(%d, %d) is %d as cprior computes it', (a0, b0, a1, b1, expected) => {
    const chance = chanceToBeatControl(posterior(a0, b0), posterior(a1, b1));
    expect(Math.abs(chance - expected) / expected).toBeLessThan(1e-8);
  });

  it('is the complement when control and variant swap', () => {
    const control = { visitors: 2_000, conversions: 210 };
    const variant = { visitors: 2_100, conversions: 250 };
    expect(chanceToBeatControl(control, variant) + chanceToBeatControl(variant, control)).toBeCloseTo(1, 10);
  });

  it('stays within 0 and 1 for millions of visitors', () => {
    // 5.0 % against 5.2 % with a million visitors each: z ≈ 6.4, so the variant is all but certain to be better.
    const chance = chanceToBeatControl(
      { visitors: 1_000_000, conversions: 50_000 },
      { visitors: 1_000_000, conversions: 52_000 },
    );
    expect(chance).toBeGreaterThan(0.999999);
    expect(chance).toBeLessThanOrEqual(1);
  });
});
