// The Lanczos approximation with g = 7 and nine coefficients (the set Numerical Recipes and most libraries' ports
// use), accurate to about 15 significant digits for x ≥ 0.5; below, the reflection formula.
const G = 7;
const COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/** ln Γ(x) for x > 0: the logarithm, so that Γ of a large count (a million visitors) neither overflows nor loses digits. */
export function logGamma(x: number): number {
  if (!(x > 0)) return Number.NaN;
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = COEFFICIENTS[0] ?? 1;
  for (let index = 1; index < COEFFICIENTS.length; index++) sum += (COEFFICIENTS[index] ?? 0) / (shifted + index);
  const t = shifted + G + 0.5;
  return HALF_LOG_TWO_PI + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b). */
export const logBeta = (a: number, b: number): number => logGamma(a) + logGamma(b) - logGamma(a + b);
