import type { Currency } from '@core/tools/money';
import { WATERFALL_LIMITS } from '@core/tools/term-sheet-translator/waterfall-inputs';
import { Plus, X } from 'lucide-react';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import type { FieldErrors } from '../hooks/analysis-draft';

type ExitValuesFieldProps = {
  values: readonly string[];
  currency: Currency;
  onChange: (values: string[]) => void;
  errors: FieldErrors;
};

/** The exit values the waterfall is shown at: one input each, added and removed (1 to 8). */
export function ExitValuesField({ values, currency, onChange, errors }: ExitValuesFieldProps) {
  const t = useT();
  const set = (index: number, value: string) => onChange(values.map((current, at) => (at === index ? value : current)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t({ id: 'termSheet.waterfall.exitValues', defaultMessage: 'Exit values' })}
      </legend>
      <p className="text-xs text-muted-foreground">
        {t({
          id: 'termSheet.waterfall.exitValuesHint',
          defaultMessage: 'What the company might be sold for, after debts and costs.',
        })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {values.map((value, index) => (
          // Exit values have no identity of their own: each input is its place in the list.
          <div key={index} className="flex items-start gap-1">
            <div className="flex-1">
              <MoneyField
                label={t(
                  { id: 'termSheet.waterfall.exitValue', defaultMessage: 'Exit value {number}' },
                  { number: index + 1 },
                )}
                currency={currency}
                value={value}
                onValue={(typed) => set(index, typed)}
                error={errors[`waterfall.exitValues.${index}`]}
              />
            </div>
            <IconButton
              className="mt-7"
              icon={X}
              label={t(
                { id: 'termSheet.waterfall.removeExit', defaultMessage: 'Remove exit value {number}' },
                { number: index + 1 },
              )}
              onClick={() => onChange(values.filter((_, at) => at !== index))}
            />
          </div>
        ))}
      </div>
      <FormAlert message={errors['waterfall.exitValues']} />
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange([...values, ''])}
        disabled={values.length >= WATERFALL_LIMITS.maxExits}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'termSheet.waterfall.addExit', defaultMessage: 'Add exit value' })}
      </Button>
    </fieldset>
  );
}
