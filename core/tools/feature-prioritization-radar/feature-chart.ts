import type { Feature } from './feature-roadmap';
import type { Scoring } from './feature-scores';

/** One axis of the impact chart: its range and where its quadrant line is. */
export type ChartRange = { min: number; max: number; guide: number };

/** What the impact chart plots for a scoring: where each feature falls, and the two axes' ranges. */
export type ImpactChart = {
  /** Across: effort in person-months (RICE; more is harder) or ease 1–10 (ICE; more is easier). */
  x: ChartRange;
  /** Up: impact, on Intercom's scale 0.25–3 (RICE) or 1–10 (ICE). */
  y: ChartRange;
  points: { id: string; label: string; x: number; y: number }[];
};

/**
 * Impact against effort (RICE) or against ease (ICE). RICE: impact from 0 to 3 split at 1.5 (high and massive above,
 * medium and less below); effort from 0 to the largest effort rounded up to a whole month (at least 1), split in the
 * middle. ICE: both ratings from 1 to 10, split at 5.5.
 */
export function impactChart(features: readonly Feature[], scoring: Scoring): ImpactChart {
  if (scoring === 'ice')
    return {
      x: { min: 1, max: 10, guide: 5.5 },
      y: { min: 1, max: 10, guide: 5.5 },
      points: features.map(({ id, name, ice }) => ({ id, label: name, x: ice.ease, y: ice.impact })),
    };
  const effortMax = Math.max(1, Math.ceil(Math.max(0, ...features.map((feature) => feature.rice.effort))));
  return {
    x: { min: 0, max: effortMax, guide: effortMax / 2 },
    y: { min: 0, max: 3, guide: 1.5 },
    points: features.map(({ id, name, rice }) => ({ id, label: name, x: rice.effort, y: rice.impact })),
  };
}
