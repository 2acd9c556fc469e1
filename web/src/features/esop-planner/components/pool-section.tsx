import { BarChart } from '@/components/charts/bar-chart';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { useT } from '@/lib/i18n/use-t';
import { SectionCard } from '@/components/section-card';
import type { PlanFigures } from '../hooks/use-plan-figures';
import { FigureList } from './figure-list';
import type { PlanFormat } from './use-plan-format';

type PoolSectionProps = {
  figures: PlanFigures;
  format: PlanFormat;
  /** The pool shown is the last valid one: a company figure is wrong. */
  isStale: boolean;
};

/** The pool: its size, what the grants use and what is left (with a chart), vested so far, and a warning when over. */
export function PoolSection({ figures, format, isStale }: PoolSectionProps) {
  const t = useT();
  const { pool, vestedToDate } = figures;
  return (
    <SectionCard title={t({ id: 'esopPlanner.pool.title', defaultMessage: 'Option pool' })}>
      {pool === null ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'esopPlanner.pool.fixCompany', defaultMessage: 'Correct the company figures to see the pool.' })}
        </p>
      ) : (
        <DimmedWhileStale isStale={isStale} className="space-y-4">
          {pool.isOverGranted && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
            >
              {t(
                {
                  id: 'esopPlanner.pool.overGranted',
                  defaultMessage:
                    'The grants exceed the pool by {shares} shares. Enlarge the pool or reduce the grants.',
                },
                { shares: format.shares(-pool.remainingShares) },
              )}
            </p>
          )}
          <FigureList
            className="grid grid-cols-2 gap-4 sm:grid-cols-3"
            figures={[
              [t({ id: 'esopPlanner.pool.size', defaultMessage: 'Pool size' }), format.shares(pool.poolShares)],
              [t({ id: 'esopPlanner.pool.granted', defaultMessage: 'Granted' }), format.shares(pool.grantedShares)],
              [
                t({ id: 'esopPlanner.pool.remaining', defaultMessage: 'Remaining' }),
                format.shares(pool.remainingShares),
              ],
              [t({ id: 'esopPlanner.pool.used', defaultMessage: 'Pool used' }), format.percent(pool.usedPercent)],
              [
                t({ id: 'esopPlanner.pool.vested', defaultMessage: 'Vested to date' }),
                vestedToDate === null ? '…' : format.shares(vestedToDate),
              ],
            ]}
          />
          <BarChart
            title={t({ id: 'esopPlanner.pool.chartTitle', defaultMessage: 'Option pool used' })}
            layout="stacked"
            xLabels={[t({ id: 'esopPlanner.pool.chartBar', defaultMessage: 'Option pool' })]}
            series={[
              {
                id: 'granted',
                label: t({ id: 'esopPlanner.pool.granted', defaultMessage: 'Granted' }),
                values: [pool.grantedShares],
              },
              {
                id: 'remaining',
                label: t({ id: 'esopPlanner.pool.available', defaultMessage: 'Available' }),
                values: [Math.max(0, pool.remainingShares)],
              },
            ]}
            formatValue={format.shares}
            className="max-w-md"
          />
        </DimmedWhileStale>
      )}
    </SectionCard>
  );
}
