import { normalQuantile } from './normal-distribution';

/** What a planned test is sized from; rates and effects as fractions (0.05 is 5 %). */
export type PlanInput = {
  /** The control's conversion rate today. */
  baselineRate: number;
  /** The smallest relative change worth detecting: 0.1 finds a 5 % baseline moving to 5.5 %. */
  minimumEffect: number;
  /** 1 − β: the chance of detecting the effect if it is there (0.8 by default). */
  power: number;
  /** α, two-sided (0.05 by default). */
  significance: number;
  /** Groups including the control. */
  variants: number;
  /** Visitors a day entering the test, split evenly across the groups. */
  dailyVisitors: number;
};

export type Plan = { perVariant: number; total: number; days: number };

/**
 * Visitors needed in each group to tell p₁ from p₂ = p₁(1 + effect), by the two-proportion formula R's
 * power.prop.test solves (two-sided, strict = FALSE; Fleiss, Levin & Paik, Statistical Methods for Rates and
 * Proportions, 3rd ed., §4.2, without continuity correction):
 *   n = (z₁₋α/₂ · √(2 p̄ q̄) + z₁₋β · √(p₁q₁ + p₂q₂))² / (p₂ − p₁)²,  p̄ = (p₁ + p₂)/2, q = 1 − p.
 * Not rounded; null when p₂ falls outside 0–1 or nothing changes.
 */
export function sampleSizePerGroup(baselineRate: number, minimumEffect: number, power: number, significance: number) {
  const p1 = baselineRate;
  const p2 = baselineRate * (1 + minimumEffect);
  if (!(p1 > 0 && p1 < 1 && p2 > 0 && p2 < 1) || p1 === p2) return null;
  const mean = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - significance / 2);
  const zBeta = normalQuantile(power);
  const spread = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return (spread * spread) / ((p2 - p1) * (p2 - p1));
}

/** Whole visitors per group (rounded up), in all, and whole days at the daily traffic split across the groups. */
export function planTest(input: PlanInput): Plan | null {
  const exact = sampleSizePerGroup(input.baselineRate, input.minimumEffect, input.power, input.significance);
  if (exact === null || !(input.dailyVisitors > 0)) return null;
  const perVariant = Math.ceil(exact - 1e-9);
  const total = perVariant * input.variants;
  return { perVariant, total, days: Math.ceil(total / input.dailyVisitors) };
}
