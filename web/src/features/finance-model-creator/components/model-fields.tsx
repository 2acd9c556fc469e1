import type { Currency } from '@core/tools/money';
import { useId } from 'react';
import { MoneyField } from '@/components/money-field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';

type FieldProps = { label: string; value: string; onChange: (value: string) => void; error?: string | undefined };

/**
 * A number typed as text (kept as typed); its error from the model's check under it. Given the model's `currency`,
 * it is an amount (`MoneyField`: grouped as typed, '2.5L' read); else a count, a month or a percentage.
 */
export function NumberField({ label, value, onChange, error, currency }: FieldProps & { currency?: Currency }) {
  if (currency) return <MoneyField label={label} currency={currency} value={value} onValue={onChange} error={error} />;
  return (
    <FormField
      label={label}
      type="number"
      step="any"
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A name or a role. */
export function TextField({ label, value, onChange, error }: FieldProps) {
  return <FormField label={label} value={value} onChange={(event) => onChange(event.target.value)} error={error} />;
}

type ChoiceFieldProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  error?: string | undefined;
};

/** One of a few kinds (recurring or units; fixed or % of revenue), as a labelled native select. */
export function ChoiceField<Value extends string>({ label, value, options, onChange, error }: ChoiceFieldProps<Value>) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        className="w-full"
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FormAlert message={error} />
    </div>
  );
}
