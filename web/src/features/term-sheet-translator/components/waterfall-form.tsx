import type { Currency } from '@core/tools/money';
import type { Seniority } from '@core/tools/term-sheet-translator/waterfall';
import { WATERFALL_LIMITS } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { Plus, Wand2 } from 'lucide-react';
import { CurrencySelect } from '@/components/currency-select';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/use-t';
import { blankSeries, type FieldErrors, type SeriesDraft, type WaterfallDraft } from '../hooks/analysis-draft';
import { ExitValuesField } from './exit-values-field';
import { SeriesFields } from './series-fields';
import { seriesLabel } from './series-label';

type WaterfallFormProps = {
  waterfall: WaterfallDraft;
  currency: Currency;
  errors: FieldErrors;
  onChange: (patch: Partial<WaterfallDraft>) => void;
  onCurrencyChange: (currency: Currency) => void;
  /** Fills the inputs from the term sheet; undefined when there is no term sheet to read. */
  onFill: (() => void) | undefined;
};

/**
 * The waterfall's inputs: the currency, each series in the order of its round (added and removed), how the series
 * rank once there are several, and the exit values.
 */
export function WaterfallForm({ waterfall, currency, errors, onChange, onCurrencyChange, onFill }: WaterfallFormProps) {
  const t = useT();
  const { series } = waterfall;
  const setSeries = (index: number, patch: Partial<SeriesDraft>) =>
    onChange({ series: series.map((one, at) => (at === index ? { ...one, ...patch } : one)) });
  const ranks: { value: Seniority; label: string }[] = [
    {
      value: 'stacked',
      label: t({
        id: 'termSheet.waterfall.seniority.stacked',
        defaultMessage: 'Stacked: the latest series is paid first',
      }),
    },
    {
      value: 'pariPassu',
      label: t({
        id: 'termSheet.waterfall.seniority.pariPassu',
        defaultMessage: 'Pari passu: all series paid together',
      }),
    },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CurrencySelect value={currency} onChange={onCurrencyChange} />
        <Button variant="outline" size="sm" onClick={onFill} disabled={!onFill}>
          <Wand2 className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.waterfall.fill', defaultMessage: 'Use the term sheet’s figures' })}
        </Button>
      </div>
      {series.map((one, index) => (
        // A series is its place in the order of the rounds.
        <SeriesFields
          key={index}
          series={one}
          label={seriesLabel(t, one.name, index)}
          path={`waterfall.series.${index}`}
          currency={currency}
          errors={errors}
          onChange={(patch) => setSeries(index, patch)}
          onRemove={series.length > 1 ? () => onChange({ series: series.filter((_, at) => at !== index) }) : undefined}
        />
      ))}
      <FormAlert message={errors['waterfall.series']} />
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange({ series: [...series, blankSeries()] })}
          disabled={series.length >= WATERFALL_LIMITS.maxSeries}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.waterfall.addSeries', defaultMessage: 'Add a series' })}
        </Button>
        {series.length > 1 && (
          <SelectField
            label={t({ id: 'termSheet.waterfall.seniority', defaultMessage: 'Order of payment' })}
            value={waterfall.seniority}
            options={ranks}
            onChange={(seniority) => onChange({ seniority })}
          />
        )}
      </div>
      <ExitValuesField
        values={waterfall.exitValues}
        currency={currency}
        onChange={(exitValues) => onChange({ exitValues })}
        errors={errors}
      />
    </div>
  );
}
