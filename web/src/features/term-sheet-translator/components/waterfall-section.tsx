import { waterfallInputsSchema } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { useI18n, useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { readWaterfall, type FieldErrors, type WaterfallDraft } from '../hooks/analysis-draft';
import type { AnalysisDraftState } from '../hooks/use-analysis-draft';
import { WaterfallForm } from './waterfall-form';
import { WaterfallResults } from './waterfall-results';

/**
 * What is wrong with the figures as they are typed, by field ('waterfall.postMoney'): only for fields already
 * filled in, so that an empty form is not all red before it is used.
 */
function liveErrors(
  waterfall: WaterfallDraft,
  issues: readonly { path: PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const [field, index] = path;
    const typed =
      field === 'exitValues'
        ? waterfall.exitValues[Number(index)]
        : waterfall[field as keyof Omit<WaterfallDraft, 'exitValues'>];
    if (typeof typed === 'string' && typed.trim() !== '') errors[['waterfall', ...path].join('.')] ??= message;
  }
  return errors;
}

type WaterfallSectionProps = {
  analysis: AnalysisDraftState;
  errors: FieldErrors;
  money: Money;
  /** The CSV export's name, made from the analysis's. */
  fileName: string;
  onFill: (() => void) | undefined;
};

/** The liquidation waterfall: its inputs (filled from the term sheet, editable), and the payouts once they make sense. */
export function WaterfallSection({ analysis, errors, money, fileName, onFill }: WaterfallSectionProps) {
  const t = useT();
  const { locale } = useI18n();
  const { draft } = analysis;
  const inputs = waterfallInputsSchema.safeParse(readWaterfall(draft.waterfall, locale));
  const issues = inputs.error?.issues ?? [];
  // Typed figures are checked as they change; a Save's messages (`errors`, while still so) add the empty fields'.
  const shown: FieldErrors = { ...errors, ...liveErrors(draft.waterfall, issues) };
  return (
    <section aria-labelledby="term-sheet-waterfall" className="space-y-4">
      <div>
        <h2 id="term-sheet-waterfall" className="text-lg font-semibold">
          {t({ id: 'termSheet.waterfall.title', defaultMessage: 'Liquidation waterfall' })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'termSheet.waterfall.description',
            defaultMessage:
              'What the investors and the common shareholders would receive if the company were sold, for one class of preferred shares. The sample and “Use the term sheet’s figures” fill it in; change any figure.',
          })}
        </p>
      </div>
      <WaterfallForm
        waterfall={draft.waterfall}
        currency={draft.currency}
        errors={shown}
        onChange={analysis.updateWaterfall}
        onCurrencyChange={(currency) => analysis.update({ currency })}
        onFill={onFill}
      />
      {inputs.success ? (
        <WaterfallResults inputs={inputs.data} money={money} fileName={fileName} />
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
