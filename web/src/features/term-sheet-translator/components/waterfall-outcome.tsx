import type { WaterfallInputs } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { EmptyState } from '@/components/empty-state';
import { ResultsHeading } from '@/components/results-heading';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { WaterfallResults } from './waterfall-results';

type WaterfallOutcomeProps = {
  /** The last valid figures (useLastValid), null before there were any. */
  inputs: WaterfallInputs | null;
  isStale: boolean;
  /** The figures are the sample's: marked so. */
  isSample: boolean;
  onTrySample: () => void;
  money: Money;
  /** The CSV export's name, made from the analysis's. */
  fileName: string;
};

/**
 * The payouts of the waterfall, once its figures make sense; the last valid ones, dimmed, while one is wrong; before
 * there are any, the first figure to enter or the sample (ADR 0072, 0075).
 */
export function WaterfallOutcome({ inputs, isStale, isSample, onTrySample, money, fileName }: WaterfallOutcomeProps) {
  const t = useT();
  return (
    <section aria-labelledby="term-sheet-payouts" className="space-y-4">
      <ResultsHeading id="term-sheet-payouts" isSample={isSample}>
        {t({ id: 'termSheet.waterfall.payoutsTitle', defaultMessage: 'Payouts' })}
      </ResultsHeading>
      {inputs ? (
        <DimmedWhileStale isStale={isStale}>
          <WaterfallResults inputs={inputs} money={money} fileName={fileName} />
        </DimmedWhileStale>
      ) : (
        <EmptyState
          title={t({ id: 'termSheet.waterfall.emptyTitle', defaultMessage: 'No payouts yet' })}
          description={t({
            id: 'termSheet.waterfall.incomplete',
            defaultMessage:
              'Enter the investment, the post-money valuation and at least one exit value to see the payouts.',
          })}
          actions={[
            {
              label: t({ id: 'termSheet.waterfall.enterInvestment', defaultMessage: 'Enter the investment' }),
              // The field's label, as the waterfall's form gives it.
              onClick: () => goToField(t({ id: 'termSheet.waterfall.investment', defaultMessage: 'Investment' })),
            },
          ]}
          onTrySample={onTrySample}
        />
      )}
    </section>
  );
}
