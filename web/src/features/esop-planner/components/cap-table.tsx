import type { RoundOutcome } from '@core/tools/esop-planner/option-pool-shuffle';
import { useT } from '@/lib/i18n/use-t';
import { capTableLines } from './cap-table-rows';
import type { PlanFormat } from './use-plan-format';
import { WideTable } from '@/components/ui/wide-table';

/** The cap table before and after the round, in shares and percent, with the totals. */
export function CapTable({ round, format }: { round: RoundOutcome; format: PlanFormat }) {
  const t = useT();
  const cell = 'py-2 pr-4 text-right tabular-nums';
  const none = t({ id: 'esopPlanner.capTable.none', defaultMessage: '—' });
  return (
    <WideTable className="text-left text-sm">
      <caption className="mb-2 text-left font-semibold">
        {t({ id: 'esopPlanner.capTable.caption', defaultMessage: 'Cap table before and after the round' })}
      </caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t({ id: 'esopPlanner.capTable.holder', defaultMessage: 'Holder' })}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t({ id: 'esopPlanner.capTable.sharesBefore', defaultMessage: 'Shares before' })}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t({ id: 'esopPlanner.capTable.percentBefore', defaultMessage: '% before' })}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t({ id: 'esopPlanner.capTable.sharesAfter', defaultMessage: 'Shares after' })}
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            {t({ id: 'esopPlanner.capTable.percentAfter', defaultMessage: '% after' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {capTableLines(round, t).map((line, index) => (
          <tr key={`${line.after.kind}-${index}`} className="border-t border-border">
            <th scope="row" className="py-2 pr-4 font-medium">
              {line.holder}
            </th>
            <td className={cell}>{line.before ? format.shares(line.before.shares) : none}</td>
            <td className={cell}>{line.before ? format.percent(line.before.percent) : none}</td>
            <td className={cell}>{format.shares(line.after.shares)}</td>
            <td className={cell}>{format.percent(line.after.percent)}</td>
          </tr>
        ))}
        <tr className="border-t-2 border-border font-semibold">
          <th scope="row" className="py-2 pr-4">
            {t({ id: 'esopPlanner.capTable.total', defaultMessage: 'Total' })}
          </th>
          <td className={cell}>{format.shares(round.preMoneyShares - round.topUpShares)}</td>
          <td className={cell}>{format.percent(100)}</td>
          <td className={cell}>{format.shares(round.postMoneyShares)}</td>
          <td className={cell}>{format.percent(100)}</td>
        </tr>
      </tbody>
    </WideTable>
  );
}
