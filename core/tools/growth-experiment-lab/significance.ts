import { chanceToBeatControl, type Counts } from './chance-to-beat';
import { normalCdf, normalQuantile } from './normal-distribution';

/** The confidence the tool reports at: 95 %, two-sided (significant when p < 0.05). */
export const CONFIDENCE = 0.95;

/** An interval [low, high]. */
export type Interval = readonly [number, number];

/** A variant against the control: rates as fractions (0.124 is 12.4 %). */
export type Comparison = {
  controlRate: number;
  variantRate: number;
  /** variantRate − controlRate, and its 95 % interval (unpooled standard error). */
  absoluteUplift: number;
  absoluteInterval: Interval;
  /** The uplift as a share of the control's rate, and its interval (the absolute one over the control's rate); null when the control converted nobody. */
  relativeUplift: number | null;
  relativeInterval: Interval | null;
  /** The two-proportion z statistic (pooled standard error) and its two-sided p-value. */
  z: number;
  pValue: number;
  isSignificant: boolean;
  /** P(variant's true rate > control's), Beta(1, 1) priors. */
  chanceToBeat: number;
};

const rateOf = ({ visitors, conversions }: Counts) => conversions / visitors;

/**
 * A variant compared with the control, as R's prop.test(x, n, correct = FALSE) does for two groups: the z test with
 * the pooled proportion's standard error √(p̂(1 − p̂)(1/n₁ + 1/n₂)) (its X-squared is z²), two-sided; the difference's
 * interval with the unpooled (Wald) error √(p₁(1 − p₁)/n₁ + p₂(1 − p₂)/n₂). Null while either has no visitors.
 */
export function compareWithControl(control: Counts, variant: Counts): Comparison | null {
  if (control.visitors <= 0 || variant.visitors <= 0) return null;
  const controlRate = rateOf(control);
  const variantRate = rateOf(variant);
  const difference = variantRate - controlRate;
  const pooled = (control.conversions + variant.conversions) / (control.visitors + variant.visitors);
  const pooledError = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / variant.visitors));
  // Both converted nobody, or everybody: the rates are equal and nothing tells them apart.
  const z = pooledError === 0 ? 0 : difference / pooledError;
  const pValue = 2 * normalCdf(-Math.abs(z));
  const critical = normalQuantile(1 - (1 - CONFIDENCE) / 2);
  const unpooledError = Math.sqrt(
    (controlRate * (1 - controlRate)) / control.visitors + (variantRate * (1 - variantRate)) / variant.visitors,
  );
  const absoluteInterval: Interval = [difference - critical * unpooledError, difference + critical * unpooledError];
  const relative = controlRate > 0;
  return {
    controlRate,
    variantRate,
    absoluteUplift: difference,
    absoluteInterval,
    relativeUplift: relative ? difference / controlRate : null,
    relativeInterval: relative ? [absoluteInterval[0] / controlRate, absoluteInterval[1] / controlRate] : null,
    z,
    pValue,
    isSignificant: pValue < 1 - CONFIDENCE,
    chanceToBeat: chanceToBeatControl(control, variant),
  };
}

/** A rate's 95 % (Wald) interval p ± z·√(p(1 − p)/n), kept within 0 and 1: what the chart draws around each bar. */
export function rateInterval(counts: Counts): Interval | null {
  if (counts.visitors <= 0) return null;
  const rate = rateOf(counts);
  const margin = normalQuantile(1 - (1 - CONFIDENCE) / 2) * Math.sqrt((rate * (1 - rate)) / counts.visitors);
  return [Math.max(0, rate - margin), Math.min(1, rate + margin)];
}
