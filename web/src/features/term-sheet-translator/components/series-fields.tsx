import type { Currency } from '@core/tools/money';
import type { Participation } from '@core/tools/term-sheet-translator/waterfall';
import { X } from 'lucide-react';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldErrors, SeriesDraft } from '../hooks/analysis-draft';

type SeriesFieldsProps = {
  series: SeriesDraft;
  /** 'Series A', or 'Series 2' for one without a name. */
  label: string;
  /** Where its messages are: 'waterfall.series.1'. */
  path: string;
  currency: Currency;
  errors: FieldErrors;
  onChange: (patch: Partial<SeriesDraft>) => void;
  /** Removes the series; undefined for the only one. */
  onRemove: (() => void) | undefined;
};

/** One series' inputs, under its name: the name, its investment and post-money valuation, and its preference. */
export function SeriesFields({ series, label, path, currency, errors, onChange, onRemove }: SeriesFieldsProps) {
  const t = useT();
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
    <fieldset className="space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <FormField
          label={t({ id: 'termSheet.waterfall.seriesName', defaultMessage: 'Series name' })}
          value={series.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={errors[`${path}.name`]}
        />
        <MoneyField
          label={t({ id: 'termSheet.waterfall.investment', defaultMessage: 'Investment' })}
          currency={currency}
          value={series.investment}
          onValue={(investment) => onChange({ investment })}
          error={errors[`${path}.investment`]}
        />
        <MoneyField
          label={t({ id: 'termSheet.waterfall.postMoney', defaultMessage: 'Post-money valuation' })}
          currency={currency}
          value={series.postMoney}
          onValue={(postMoney) => onChange({ postMoney })}
          error={errors[`${path}.postMoney`]}
        />
        <FormField
          label={t({ id: 'termSheet.waterfall.multiple', defaultMessage: 'Preference multiple (x)' })}
          inputMode="decimal"
          value={series.multiple}
          onChange={(event) => onChange({ multiple: event.target.value })}
          error={errors[`${path}.multiple`]}
        />
        <SelectField
          label={t({ id: 'termSheet.waterfall.participation', defaultMessage: 'Participation' })}
          value={series.participation}
          options={options}
          onChange={(participation) => onChange({ participation })}
        />
        {series.participation === 'capped' && (
          <FormField
            label={t({ id: 'termSheet.waterfall.cap', defaultMessage: 'Cap, as a multiple of the investment (x)' })}
            inputMode="decimal"
            value={series.cap}
            onChange={(event) => onChange({ cap: event.target.value })}
            error={errors[`${path}.cap`]}
          />
        )}
      </div>
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <X className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.waterfall.removeSeries', defaultMessage: 'Remove {name}' }, { name: label })}
        </Button>
      )}
    </fieldset>
  );
}
