import { toCsv, type CsvCell } from '@core/csv';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import type { PlanFigures } from '../hooks/use-plan-figures';
import { capTableLines } from './cap-table-rows';

/** A percentage as a CSV cell: a plain number, to four decimals. */
const percentCell = (percent: number) => Number(percent.toFixed(4));

type PlanExportsProps = { figures: PlanFigures; today: string | null; fileName: string };

/** Downloads the grants (with what has vested today) and the round's cap table as CSV files. */
export function PlanExports({ figures, today, fileName }: PlanExportsProps) {
  const t = useT();
  const csv = (suffix: string, rows: CsvCell[][]) =>
    downloadFile(`${fileName}-${suffix}.csv`, toCsv(rows), 'text/csv;charset=utf-8');

  const exportGrants = () =>
    csv('grants', [
      [
        t({ id: 'esopPlanner.csv.holder', defaultMessage: 'Holder' }),
        t({ id: 'esopPlanner.csv.role', defaultMessage: 'Role' }),
        t({ id: 'esopPlanner.csv.shares', defaultMessage: 'Shares' }),
        t({ id: 'esopPlanner.csv.grantDate', defaultMessage: 'Grant date' }),
        t({ id: 'esopPlanner.csv.strike', defaultMessage: 'Strike price' }),
        t({ id: 'esopPlanner.csv.years', defaultMessage: 'Vesting years' }),
        t({ id: 'esopPlanner.csv.cliff', defaultMessage: 'Cliff months' }),
        t({ id: 'esopPlanner.csv.vested', defaultMessage: 'Vested on {date}' }, { date: today ?? '' }),
      ],
      ...figures.grants.map((grant) => {
        const grantFigures = figures.grantFigures.get(grant.id);
        return [
          grant.holder,
          grant.role,
          grantFigures?.shares,
          grant.grantDate,
          grant.strikePrice,
          grant.vestingYears,
          grant.cliffMonths,
          grantFigures?.vestedToDate,
        ];
      }),
    ]);

  const { round } = figures;
  const exportCapTable = () =>
    round &&
    csv('cap-table', [
      [
        t({ id: 'esopPlanner.csv.holder', defaultMessage: 'Holder' }),
        t({ id: 'esopPlanner.csv.sharesBefore', defaultMessage: 'Shares before' }),
        t({ id: 'esopPlanner.csv.percentBefore', defaultMessage: 'Percent before' }),
        t({ id: 'esopPlanner.csv.sharesAfter', defaultMessage: 'Shares after' }),
        t({ id: 'esopPlanner.csv.percentAfter', defaultMessage: 'Percent after' }),
      ],
      ...capTableLines(round, t).map(({ holder, before, after }) => [
        holder,
        before?.shares,
        before ? percentCell(before.percent) : null,
        after.shares,
        percentCell(after.percent),
      ]),
      [
        t({ id: 'esopPlanner.csv.total', defaultMessage: 'Total' }),
        round.preMoneyShares - round.topUpShares,
        100,
        round.postMoneyShares,
        100,
      ],
    ]);

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={exportGrants} disabled={figures.grants.length === 0 || today === null}>
        <Download className="size-4" aria-hidden="true" />
        {t({ id: 'esopPlanner.export.grants', defaultMessage: 'Export grants (CSV)' })}
      </Button>
      <Button variant="outline" onClick={exportCapTable} disabled={round === null}>
        <Download className="size-4" aria-hidden="true" />
        {t({ id: 'esopPlanner.export.capTable', defaultMessage: 'Export cap table (CSV)' })}
      </Button>
    </div>
  );
}
