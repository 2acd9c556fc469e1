import type { WaterfallInputs } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { WaterfallResults } from './waterfall-results';

type WaterfallOutcomeProps = {
  /** The last valid figures (useLastValid), null before there were any. */
  inputs: WaterfallInputs | null;
  isStale: boolean;
  money: Money;
  /** The CSV export's name, made from the analysis's. */
  fileName: string;
};

/** The payouts of the waterfall, once its figures make sense; the last valid ones, dimmed, while one is wrong. */
export function WaterfallOutcome({ inputs, isStale, money, fileName }: WaterfallOutcomeProps) {
  const t = useT();
  return (
    <section aria-labelledby="term-sheet-payouts" className="space-y-4">
      <h2 id="term-sheet-payouts" className="text-lg font-semibold">
        {t({ id: 'termSheet.waterfall.payoutsTitle', defaultMessage: 'Payouts' })}
      </h2>
      {inputs ? (
        <DimmedWhileStale isStale={isStale}>
          <WaterfallResults inputs={inputs} money={money} fileName={fileName} />
        </DimmedWhileStale>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'termSheet.waterfall.incomplete',
            defaultMessage:
              'Enter the investment, the post-money valuation and at least one exit value to see the payouts.',
          })}
        </p>
      )}
    </section>
  );
}
