import type { Currency } from '@core/tools/money';
import type { Participation } from '@core/tools/term-sheet-translator/waterfall';
import { Wand2 } from 'lucide-react';
import { CurrencySelect } from '@/components/currency-select';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldErrors, WaterfallDraft } from '../hooks/analysis-draft';
import { ExitValuesField } from './exit-values-field';

type WaterfallFormProps = {
  waterfall: WaterfallDraft;
  currency: Currency;
  errors: FieldErrors;
  onChange: (patch: Partial<WaterfallDraft>) => void;
  onCurrencyChange: (currency: Currency) => void;
  /** Fills the inputs from the term sheet; undefined when there is no term sheet to read. */
  onFill: (() => void) | undefined;
};

/** The waterfall's inputs: the currency, the investment, the post-money valuation, the preference and the exit values. */
export function WaterfallForm({ waterfall, currency, errors, onChange, onCurrencyChange, onFill }: WaterfallFormProps) {
  const t = useT();
  const amounts: { key: 'investment' | 'postMoney'; label: string }[] = [
    { key: 'investment', label: t({ id: 'termSheet.waterfall.investment', defaultMessage: 'Investment' }) },
    { key: 'postMoney', label: t({ id: 'termSheet.waterfall.postMoney', defaultMessage: 'Post-money valuation' }) },
  ];
  const options: { value: Participation; label: string }[] = [
    { value: 'none', label: t({ id: 'termSheet.waterfall.participation.none', defaultMessage: 'Non-participating' }) },
    {
      value: 'full',
      label: t({ id: 'termSheet.waterfall.participation.full', defaultMessage: 'Participating, no cap' }),
    },
    {
      value: 'capped',
      label: t({ id: 'termSheet.waterfall.participation.capped', defaultMessage: 'Participating with a cap' }),
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
      <div className="grid items-start gap-3 sm:grid-cols-2">
        {amounts.map(({ key, label }) => (
          <MoneyField
            key={key}
            label={label}
            currency={currency}
            value={waterfall[key]}
            onValue={(value) => onChange({ [key]: value })}
            error={errors[`waterfall.${key}`]}
          />
        ))}
        <FormField
          label={t({ id: 'termSheet.waterfall.multiple', defaultMessage: 'Preference multiple (x)' })}
          inputMode="decimal"
          value={waterfall.multiple}
          onChange={(event) => onChange({ multiple: event.target.value })}
          error={errors['waterfall.multiple']}
        />
        <SelectField
          label={t({ id: 'termSheet.waterfall.participation', defaultMessage: 'Participation' })}
          value={waterfall.participation}
          options={options}
          onChange={(participation) => onChange({ participation })}
        />
        {waterfall.participation === 'capped' && (
          <FormField
            label={t({ id: 'termSheet.waterfall.cap', defaultMessage: 'Cap, as a multiple of the investment (x)' })}
            inputMode="decimal"
            value={waterfall.cap}
            onChange={(event) => onChange({ cap: event.target.value })}
            error={errors['waterfall.cap']}
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
