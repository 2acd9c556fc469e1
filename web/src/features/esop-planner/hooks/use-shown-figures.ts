import { useLastValid } from '@/lib/use-last-valid';
import type { PlanFigures } from './use-plan-figures';

/**
 * The figures the page shows: the pool and the round as last worked out while a field they depend on is wrong
 * (dimmed, issue 33), each with whether it is so stale.
 */
export function useShownFigures(figures: PlanFigures) {
  const pool = useLastValid(figures.pool);
  const round = useLastValid(figures.round);
  return {
    figures: { ...figures, pool: pool.value, round: round.value },
    isPoolStale: pool.isStale,
    isRoundStale: round.isStale,
  };
}
