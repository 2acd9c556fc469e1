/** A fundraising pipeline's stages, in the order a round moves through them; 'passed' is where an investor leaves it. */
export const INVESTOR_STAGES = [
  'researching',
  'contacted',
  'meeting',
  'due-diligence',
  'term-sheet',
  'committed',
  'passed',
] as const;
export type InvestorStage = (typeof INVESTOR_STAGES)[number];

/** The stages a round moves forward through: all but 'passed'. */
export const FUNNEL_STAGES = INVESTOR_STAGES.filter(
  (stage): stage is Exclude<InvestorStage, 'passed'> => stage !== 'passed',
);
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The further of two funnel stages. */
export const furtherStage = (a: FunnelStage, b: FunnelStage): FunnelStage =>
  FUNNEL_STAGES.indexOf(a) >= FUNNEL_STAGES.indexOf(b) ? a : b;

/**
 * The furthest funnel stage an investor has reached once moved to `stage`: moving back (or to 'passed') keeps how
 * far they got, so the funnel's conversion counts them where they were.
 */
export const reachedAfterMove = (reached: FunnelStage, stage: InvestorStage): FunnelStage =>
  stage === 'passed' ? reached : furtherStage(reached, stage);
