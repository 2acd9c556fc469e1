import { splitEquity, type Founder } from '@core/tools/equity-split/equity-split';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ResultsHeading } from '@/components/results-heading';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { founderColour, useFounderDisplay } from './founder-display';
import { SplitChart } from './split-chart';

type EquityResultsProps = {
  /** The founders as they were when 'Calculate Equity Split' was last pressed; null before that. */
  founders: readonly Founder[] | null;
  isOutdated: boolean;
  /** The founders are the sample's (useDocumentSample): marked so. */
  isSample?: boolean;
  /** Puts the sample on the page, from the results before a calculation; none for a shared scenario. */
  onTrySample?: () => void;
};

/**
 * Each founder's whole percent (adding up to 100) with a bar chart of the split; before the first calculation, the
 * way to it and a sample (ADR 0072, 0075).
 */
export function EquityResults({ founders, isOutdated, isSample = false, onTrySample }: EquityResultsProps) {
  const t = useT();
  const { founderLabel, nameWithRole, formatPercent } = useFounderDisplay();
  const shares = useMemo(() => (founders ? splitEquity(founders) : []), [founders]);
  return (
    <Card role="region" aria-labelledby="equity-results-heading" className="space-y-4 lg:sticky lg:top-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResultsHeading id="equity-results-heading" isSample={isSample}>
          {t({ id: 'equitySplit.results.title', defaultMessage: 'Equity Split' })}
        </ResultsHeading>
        <div role="status">
          {isOutdated && (
            <Badge variant="warning">
              {t({ id: 'equitySplit.results.outdated', defaultMessage: 'Out of date: calculate again' })}
            </Badge>
          )}
        </div>
      </div>
      {founders === null ? (
        <EmptyState
          title={t({ id: 'equitySplit.results.emptyTitle', defaultMessage: 'No split yet' })}
          description={t({
            id: 'equitySplit.results.empty',
            defaultMessage: "Press 'Calculate Equity Split' to see each founder's share.",
          })}
          actions={[]}
          onTrySample={onTrySample}
        />
      ) : (
        <>
          <dl className={cn('space-y-3', isOutdated && 'opacity-60')}>
            {founders.map((founder, index) => {
              const share = shares[index];
              const percent = share?.percent ?? 0;
              return (
                <div key={founder.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-2 gap-y-1">
                  <dt className="min-w-0 truncate text-sm">
                    {nameWithRole(founder, {
                      name: (chunks) => <span className="font-medium">{chunks}</span>,
                      role: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
                    })}
                  </dt>
                  <dd
                    className="text-lg font-semibold tabular-nums"
                    title={
                      share
                        ? t(
                            { id: 'equitySplit.results.exactPercent', defaultMessage: 'Exact: {percent}' },
                            { percent: formatPercent(share.exactPercent) },
                          )
                        : undefined
                    }
                  >
                    {formatPercent(percent)}
                  </dd>
                  {/* The bar repeats the figure for the eye; a list of terms and values holds only dt and dd. */}
                  <dd className="col-span-2 h-2 rounded-full bg-muted" aria-hidden="true">
                    <div className={cn('h-2 rounded-full', founderColour(index).bg)} style={{ width: `${percent}%` }} />
                  </dd>
                </div>
              );
            })}
          </dl>
          <SplitChart
            slices={founders.map((founder, index) => ({
              id: founder.id,
              label: founderLabel(founder),
              percent: shares[index]?.percent ?? 0,
            }))}
          />
          <p className="text-xs text-muted-foreground">
            {t({
              id: 'equitySplit.results.method',
              defaultMessage:
                "Each share is the founder's contribution + commitment + experience over all founders' totals, rounded so the shares add up to 100%.",
            })}
          </p>
        </>
      )}
    </Card>
  );
}
