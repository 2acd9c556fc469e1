import { useT } from '@/lib/i18n/use-t';
import type { PlanFigures } from '../hooks/use-plan-figures';
import type { PlanFormat } from './use-plan-format';

/** The plan's key figures for the bar of a narrow screen: how much of the pool is used and left, the round's post-money. */
export function usePlanKeyFigures({ pool, round }: PlanFigures, format: PlanFormat) {
  const t = useT();
  return [
    ...(pool === null
      ? []
      : [
          {
            label: t({ id: 'esopPlanner.pool.used', defaultMessage: 'Pool used' }),
            value: format.percent(pool.usedPercent),
          },
          {
            label: t({ id: 'esopPlanner.pool.remaining', defaultMessage: 'Remaining' }),
            value: format.shares(pool.remainingShares),
          },
        ]),
    ...(round === null
      ? []
      : [
          {
            label: t({ id: 'esopPlanner.round.postMoney', defaultMessage: 'Post-money valuation' }),
            value: format.money.formatWhole(round.postMoney),
          },
        ]),
  ];
}
