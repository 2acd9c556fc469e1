import type { VestingYear } from '@core/tools/esop-planner/grant-vesting';
import { useT } from '@/lib/i18n/use-t';
import type { PlanFormat } from './use-plan-format';
import { WideTable } from '@/components/ui/wide-table';

/** A grant's vesting year by year, folded away until asked for. */
export function VestingYears({ years, format }: { years: readonly VestingYear[]; format: PlanFormat }) {
  const t = useT();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">
        {t({ id: 'esopPlanner.vesting.byYear', defaultMessage: 'Vesting by year' })}
      </summary>
      <WideTable className="text-left" boxClassName="mt-2">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t({ id: 'esopPlanner.vesting.year', defaultMessage: 'Year' })}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t({ id: 'esopPlanner.vesting.endsOn', defaultMessage: 'Ends on' })}
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              {t({ id: 'esopPlanner.vesting.inYear', defaultMessage: 'Vested in the year' })}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t({ id: 'esopPlanner.vesting.byEnd', defaultMessage: 'Vested by its end' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((row) => (
            <tr key={row.year} className="border-t border-border">
              <td className="py-1 pr-4">{row.year}</td>
              <td className="py-1 pr-4">{format.date(row.endsOn)}</td>
              <td className="py-1 pr-4 text-right tabular-nums">{format.shares(row.vestedInYear)}</td>
              <td className="py-1 text-right tabular-nums">{format.shares(row.vestedByEnd)}</td>
            </tr>
          ))}
        </tbody>
      </WideTable>
    </details>
  );
}
