/**
 * The standard normal distribution's cumulative distribution function Φ(x): Hart's double-precision rational
 * approximation (J. F. Hart, Computer Approximations, 1968, algorithm 5666, as written out by G. West, 'Better
 * approximations to cumulative normal functions', Wilmott Magazine, 2005), accurate to about 1e-15 — the tail
 * beyond 7.07 by its continued fraction.
 */
// Hart's coefficients, highest power first.
const HART_NUMERATOR = [
  0.0352624965998911, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871, 221.213596169931,
  220.206867912376,
];
const HART_DENOMINATOR = [
  0.0883883476483184, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674, 637.333633378831,
  793.826512519948, 440.413735824752,
];

/** A polynomial's value at x, its coefficients highest power first (Horner). */
const polynomial = (coefficients: readonly number[], x: number) =>
  coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);

export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const z = Math.abs(x);
  const exponential = Math.exp((-z * z) / 2);
  const tail =
    z > 37
      ? 0
      : z < 7.07106781186547
        ? (exponential * polynomial(HART_NUMERATOR, z)) / polynomial(HART_DENOMINATOR, z)
        : exponential / (z + 1 / (z + 2 / (z + 3 / (z + 4 / (z + 0.65))))) / 2.506628274631;
  return x > 0 ? 1 - tail : tail;
}

// P. J. Acklam's rational approximation of the normal quantile (relative error below 1.15e-9), central region and
// tails, refined below by one step of Halley's method on normalCdf to full double precision.
const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const LOW = 0.02425;

function acklam(p: number): number {
  if (p < LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return polynomial(C, q) / (polynomial(D, q) * q + 1);
  }
  if (p > 1 - LOW) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -polynomial(C, q) / (polynomial(D, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (polynomial(A, r) * q) / (polynomial(B, r) * r + 1);
}

/** The standard normal quantile Φ⁻¹(p) for 0 < p < 1 (−∞ at 0, +∞ at 1, NaN outside). */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) return Number.NaN;
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  const x = acklam(p);
  // One Halley step: e = Φ(x) − p, u = e·√(2π)·exp(x²/2), x − u / (1 + x·u/2).
  const error = normalCdf(x) - p;
  const u = error * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}
