import { LabelledControl } from '@/components/ui/labelled-control';
import { MoneyInput, type MoneyInputProps } from './money-input';

type MoneyFieldProps = MoneyInputProps & { label: string; error?: string | undefined };

/** A labelled amount input (`MoneyInput`) with its error message under it, marked aria-invalid while it has one. */
export function MoneyField({ label, error, ...inputProps }: MoneyFieldProps) {
  return (
    <LabelledControl label={label} error={error}>
      {(control) => <MoneyInput {...control} {...inputProps} />}
    </LabelledControl>
  );
}
