import { iceScore, riceScore, roundedScore, type Scoring } from './feature-scores';
import type { Feature } from './feature-roadmap';

/** A feature with both its scores and its rank by the roadmap's scoring (1 is first; equal scores share a rank). */
export type RankedFeature = { feature: Feature; rice: number; ice: number; rank: number };

/**
 * The features, highest score first by `scoring`; features with the same score (to two decimals, as shown) keep the
 * order they were added in and share a rank, as in a sports table (1, 2, 2, 4).
 */
export function rankFeatures(features: readonly Feature[], scoring: Scoring): RankedFeature[] {
  const scored = features.map((feature) => ({ feature, rice: riceScore(feature.rice), ice: iceScore(feature.ice) }));
  const keyOf = (entry: (typeof scored)[number]) => roundedScore(entry[scoring]);
  const sorted = [...scored].sort((a, b) => keyOf(b) - keyOf(a));
  return sorted.map((entry) => ({
    ...entry,
    rank: 1 + sorted.filter((other) => keyOf(other) > keyOf(entry)).length,
  }));
}
