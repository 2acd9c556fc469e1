import { describe, expect, it } from 'vitest';
import { logBeta, logGamma } from './log-gamma';

describe('logGamma', () => {
  // Worked by hand: Γ(n) = (n − 1)!, so ln Γ(1) = ln Γ(2) = 0, ln Γ(5) = ln 24 = 3.1780538303,
  // ln Γ(10) = ln 362880 = 12.8018274801; Γ(½) = √π, ln √π = 0.5723649429; Γ(3/2) = √π / 2 → 0.5723649429 − ln 2
  // = −0.1207822376; reflection: Γ(0.1) = 9.5135076987 (Abramowitz & Stegun, Table 6.1: Γ(1.1) = 0.9513507699,
  // Γ(0.1) = Γ(1.1) / 0.1), ln 9.5135076987 = 2.2527126517.
  it.each([
    [1, 0],
    [2, 0],
    [5, 3.1780538303],
    [10, 12.8018274801],
    [0.5, 0.5723649429],
    [1.5, -0.1207822376],
    [0.1, 2.2527126517],
  ])('ln Γ(%d) is %d', (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 9);
  });

  it('stays finite for a million visitors, where Γ itself overflows', () => {
    // Stirling: ln Γ(x) ≈ (x − ½) ln x − x + ½ ln 2π + 1/(12x); at x = 10⁶: 12815504.569147611 (the same as C's lgamma, e.g. Python's math.lgamma(1e6)).
    expect(logGamma(1e6) / 12815504.569147611).toBeCloseTo(1, 12);
  });

  it('is no number at or below zero', () => {
    expect(logGamma(0)).toBeNaN();
    expect(logGamma(-1)).toBeNaN();
  });
});

describe('logBeta', () => {
  // B(a, b) = Γ(a)Γ(b)/Γ(a + b): B(2, 3) = 1!·2!/4! = 2/24 = 1/12; B(1, b) = 1/b.
  it('is the log of Γ(a)Γ(b)/Γ(a + b)', () => {
    expect(logBeta(2, 3)).toBeCloseTo(Math.log(1 / 12), 12);
    expect(logBeta(1, 7)).toBeCloseTo(Math.log(1 / 7), 12);
  });
});
