import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';

type NumberFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'onChange'> & {
  onValue: (value: string) => void;
};

/** A labelled number input (any decimals) with its message; hands on the text as typed. */
export function NumberField({ onValue, ...props }: NumberFieldProps) {
  return (
    <FormField
      type="number"
      inputMode="decimal"
      step="any"
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}
