/**
 * RICE and ICE, the two scores a founder ranks features by (ADR 0103).
 *
 * RICE (Sean McBride, 'RICE: Simple prioritization for product managers', Intercom): reach in a period × impact on
 * Intercom's scale (3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal) × confidence (100 % high, 80 % medium, 50 %
 * low) ÷ effort in person-months (at least half a month).
 *
 * ICE (Sean Ellis, as 'Hacking Growth', Ellis and Brown, chapter 6, scores it): impact, confidence and ease, each 1–10;
 * the score is their average.
 */

/** Intercom's impact scale, largest first: massive, high, medium, low, minimal. */
export const RICE_IMPACTS = [3, 2, 1, 0.5, 0.25] as const;
export type RiceImpact = (typeof RICE_IMPACTS)[number];

/** Intercom's confidence levels in percent: high, medium, low. */
export const RICE_CONFIDENCES = [100, 80, 50] as const;
export type RiceConfidence = (typeof RICE_CONFIDENCES)[number];

/** The period a roadmap counts reach in (Intercom's is a quarter). */
export const REACH_PERIODS = ['month', 'quarter', 'year'] as const;
export type ReachPeriod = (typeof REACH_PERIODS)[number];

/** What a roadmap is ranked by. */
export const SCORINGS = ['rice', 'ice'] as const;
export type Scoring = (typeof SCORINGS)[number];

export type RiceInputs = { reach: number; impact: RiceImpact; confidence: RiceConfidence; effort: number };
export type IceInputs = { impact: number; confidence: number; ease: number };

/** Reach × impact × confidence ÷ effort, the confidence as a fraction. */
export const riceScore = ({ reach, impact, confidence, effort }: RiceInputs): number =>
  (reach * impact * confidence) / (100 * effort);

/** The average of impact, confidence and ease. */
export const iceScore = ({ impact, confidence, ease }: IceInputs): number => (impact + confidence + ease) / 3;

/** A score as it is shown and exported: at most two decimals. */
export const roundedScore = (score: number): number => Math.round(score * 100) / 100;
