import { CollapsibleSection } from '@/components/collapsible-section';
import { useT } from '@/lib/i18n/use-t';
import type { Money } from '@/lib/use-money';
import { draftPathOf, type FieldErrors, type SeriesDraft, type WaterfallDraft } from '../hooks/analysis-draft';
import type { AnalysisDraftState } from '../hooks/use-analysis-draft';
import type { CheckedWaterfall } from '../hooks/use-checked-waterfall';
import { WaterfallForm } from './waterfall-form';

/**
 * What is wrong with the figures as they are typed, by field ('waterfall.postMoney'): only for fields already
 * filled in, so that an empty form is not all red before it is used.
 */
function liveErrors(
  waterfall: WaterfallDraft,
  issues: readonly { path: PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = draftPathOf(waterfall, issue.path);
    const [field, index, key] = path;
    const typed =
      field === 'exitValues'
        ? waterfall.exitValues[Number(index)]
        : waterfall.series[Number(index)]?.[key as keyof SeriesDraft];
    if (typeof typed === 'string' && typed.trim() !== '') errors[['waterfall', ...path].join('.')] ??= issue.message;
  }
  return errors;
}

type WaterfallSectionProps = {
  analysis: AnalysisDraftState;
  /** The figures as typed, checked (useCheckedWaterfall). */
  checked: CheckedWaterfall;
  errors: FieldErrors;
  onFill: (() => void) | undefined;
  money: Money;
};

/**
 * The liquidation waterfall's inputs: filled from the term sheet, editable (the payouts are drawn beside them); on a
 * phone, folded behind the round and the number of exit values.
 */
export function WaterfallSection({ analysis, checked, errors, onFill, money }: WaterfallSectionProps) {
  const t = useT();
  const { draft } = analysis;
  const issues = checked.error?.issues ?? [];
  // Typed figures are checked as they change; a Save's messages (`errors`, while still so) add the empty fields'.
  const shown: FieldErrors = { ...errors, ...liveErrors(draft.waterfall, issues) };
  return (
    <CollapsibleSection
      title={t({ id: 'termSheet.waterfall.title', defaultMessage: 'Liquidation waterfall' })}
      summary={
        checked.data
          ? t(
              {
                id: 'termSheet.waterfall.summary',
                defaultMessage:
                  '{investment} at {postMoney} post-money · {count, plural, one {# exit value} other {# exit values}}',
              },
              {
                // The latest series: the round the term sheet is for.
                investment: money.formatWhole(checked.data.series.at(-1)!.investment),
                postMoney: money.formatWhole(checked.data.series.at(-1)!.postMoney),
                count: checked.data.exitValues.length,
              },
            )
          : t({ id: 'termSheet.waterfall.summaryIncomplete', defaultMessage: 'Figures still to enter' })
      }
    >
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'termSheet.waterfall.description',
          defaultMessage:
            'What each series of preferred shares and the common shareholders would receive if the company were sold. List the series in the order of their rounds, the earliest first; the sample and “Use the term sheet’s figures” fill in the last one. Change any figure.',
        })}
      </p>
      <WaterfallForm
        waterfall={draft.waterfall}
        currency={draft.currency}
        errors={shown}
        onChange={analysis.updateWaterfall}
        onCurrencyChange={(currency) => analysis.update({ currency })}
        onFill={onFill}
      />
    </CollapsibleSection>
  );
}
