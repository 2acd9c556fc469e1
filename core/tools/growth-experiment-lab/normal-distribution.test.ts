import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normal-distribution';

describe('normalCdf', () => {
  // Published cumulative standard normal tables, to their printed digits:
  // - 'Standard normal table', Wikipedia (cumulative table, and its worked example: Φ(0.69) = 0.75490);
  // - math.com's z-distribution table (www.math.com/tables/stat/distributions/z-dist.htm): Φ(−4.0) = 3e-05,
  //   Φ(−3.0) = 0.00135, Φ(−2.5) = 0.00621;
  // - Rosner, Fundamentals of Biostatistics, Appendix Table 3: Φ(1.00) = .8413, Φ(1.96) = .9750, Φ(0.50) = .6915.
  it.each([
    [0.69, 0.7549, 5],
    [-4, 0.00003, 5],
    [-3, 0.00135, 5],
    [-2.5, 0.00621, 5],
    [1, 0.8413, 4],
    [1.96, 0.975, 4],
    [0.5, 0.6915, 4],
  ])('Φ(%d) is %d to the table’s digits', (x, expected, digits) => {
    expect(normalCdf(x)).toBeCloseTo(expected, digits);
  });

  it('is ½ at 0, symmetric, and reaches 0 and 1 in the far tails', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.3) + normalCdf(-1.3)).toBeCloseTo(1, 14);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    // Beyond 7.07 the continued fraction: Φ(−8) = 6.22e-16 (Abramowitz & Stegun, Table 26.1 gives Q(8) ≈ 6.221e-16).
    expect(normalCdf(-8) / 6.221e-16).toBeCloseTo(1, 3);
  });
});

describe('normalQuantile', () => {
  // NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.1, 'Critical values of the normal distribution':
  // upper-tail α 0.10 → 1.282, 0.05 → 1.645, 0.025 → 1.960, 0.01 → 2.326, 0.005 → 2.576, 0.001 → 3.090,
  // 0.0001 → 3.719; and Φ⁻¹(0.8) = 0.8416 (the z of 80 % power in every sample-size table).
  it.each([
    [0.9, 1.282, 3],
    [0.95, 1.645, 3],
    [0.975, 1.96, 3],
    [0.99, 2.326, 3],
    [0.995, 2.576, 3],
    [0.999, 3.09, 3],
    [0.9999, 3.719, 3],
    [0.8, 0.8416, 4],
  ])('Φ⁻¹(%d) is %d', (p, expected, digits) => {
    expect(normalQuantile(p)).toBeCloseTo(expected, digits);
    expect(normalQuantile(1 - p)).toBeCloseTo(-expected, digits);
  });

  it('undoes normalCdf, in the centre and the tails', () => {
    for (const x of [-6, -2.3, -0.4, 0, 0.01, 1.7, 5.5]) expect(normalQuantile(normalCdf(x))).toBeCloseTo(x, 8);
  });

  it('is infinite at 0 and 1 and no number outside', () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(normalQuantile(1.2)).toBeNaN();
    expect(normalQuantile(Number.NaN)).toBeNaN();
  });
});
