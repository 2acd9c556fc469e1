import { FUNNEL_STAGES, INVESTOR_STAGES, type FunnelStage, type InvestorStage } from './investor-stages';
import type { Investor } from './investor-record';

type Counted = Pick<Investor, 'stage' | 'reached' | 'cheque'>;

/** The funnel at one stage: how many investors reached it, and the share of those who reached the stage before it. */
export type FunnelStep = { stage: FunnelStage; reached: number; conversion: number | null };

/** What the pipeline's board and header show: counts per stage, the committed total, the funnel. */
export type PipelineFigures = {
  counts: Record<InvestorStage, number>;
  /** The cheques of the committed investors, summed (a committed investor with no amount adds nothing). */
  committed: number;
  /** Committed investors whose cheque is not known. */
  committedWithoutAmount: number;
  /** committed / target (1 is the whole round; more is oversubscribed), or null without a target. */
  progress: number | null;
  funnel: FunnelStep[];
};

/**
 * The pipeline's figures. The funnel counts each investor at every stage up to the furthest they reached (one who
 * met the fund and then passed counts as contacted and met); conversion is reached here / reached at the stage
 * before (null when none reached that one; the first stage has none).
 */
export function pipelineFigures(investors: readonly Counted[], target: number | null): PipelineFigures {
  const counts = Object.fromEntries(INVESTOR_STAGES.map((stage) => [stage, 0])) as Record<InvestorStage, number>;
  let committed = 0;
  let committedWithoutAmount = 0;
  for (const investor of investors) {
    counts[investor.stage] += 1;
    if (investor.stage !== 'committed') continue;
    if (investor.cheque === null) committedWithoutAmount += 1;
    else committed += investor.cheque;
  }
  const reached = FUNNEL_STAGES.map(
    (stage) =>
      investors.filter((investor) => FUNNEL_STAGES.indexOf(investor.reached) >= FUNNEL_STAGES.indexOf(stage)).length,
  );
  const funnel = FUNNEL_STAGES.map((stage, index) => {
    const before = index === 0 ? null : reached[index - 1]!;
    return { stage, reached: reached[index]!, conversion: before ? reached[index]! / before : null };
  });
  // Cents summed as whole numbers: 0.1 + 0.2 is 0.3.
  committed = Math.round(committed * 100) / 100;
  return { counts, committed, committedWithoutAmount, progress: target ? committed / target : null, funnel };
}
