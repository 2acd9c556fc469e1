import { logBeta } from './log-gamma';

/**
 * P(Y > X) for X ~ Beta(aX, bX) and Y ~ Beta(aY, bY) with whole aY: Evan Miller's closed form ('Formulas for
 * Bayesian A/B Testing', evanmiller.org/bayesian-ab-testing.html),
 *   Σ_{i=0}^{aY−1} B(aX + i, bX + bY) / ((bY + i) · B(1 + i, bY) · B(aX, bX)),
 * in logarithms (log-gamma) so that large counts neither overflow nor underflow. Each term follows from the one
 * before by B(a + 1, b) = B(a, b) · a / (a + b):  t(i+1) = t(i) · (aX + i)(bY + i) / ((aX + bX + bY + i)(1 + i)).
 */
function chanceGreater(aX: number, bX: number, aY: number, bY: number): number {
  let logTerm = logBeta(aX, bX + bY) - Math.log(bY) - logBeta(1, bY) - logBeta(aX, bX);
  let sum = 0;
  for (let i = 0; i < aY; i++) {
    sum += Math.exp(logTerm);
    logTerm += Math.log(aX + i) + Math.log(bY + i) - Math.log(aX + bX + bY + i) - Math.log(1 + i);
  }
  return sum;
}

/** A variant's observed counts. */
export type Counts = { visitors: number; conversions: number };

/**
 * The probability that the variant's true conversion rate is above the control's, each rate's belief a Beta posterior
 * from a uniform Beta(1, 1) prior: Beta(1 + conversions, 1 + visitors − conversions).
 * The sum has as many terms as its last shape parameter; the same probability is also 1 − P(control > variant), and,
 * with failures for successes (1 − p ~ Beta(β, α)), P(control fails more) — so the shortest of the four sums is taken.
 */
export function chanceToBeatControl(control: Counts, variant: Counts): number {
  const [aA, bA] = [1 + control.conversions, 1 + control.visitors - control.conversions];
  const [aB, bB] = [1 + variant.conversions, 1 + variant.visitors - variant.conversions];
  const shortest = Math.min(aA, aB, bA, bB);
  const chance =
    shortest === aB
      ? chanceGreater(aA, bA, aB, bB)
      : shortest === aA
        ? 1 - chanceGreater(aB, bB, aA, bA)
        : shortest === bA
          ? chanceGreater(bB, aB, bA, aA)
          : 1 - chanceGreater(bA, aA, bB, aB);
  return Math.min(1, Math.max(0, chance));
}
