import type { ComponentProps } from 'react';
import { Input } from './input';
import { LabelledControl } from './labelled-control';

type FormFieldProps = ComponentProps<typeof Input> & { label: string; error?: string | undefined };

/** A labelled input with its error message, wired for screen readers. */
export function FormField({ label, error, ...inputProps }: FormFieldProps) {
  return (
    <LabelledControl label={label} error={error}>
      {(control) => <Input {...control} {...inputProps} />}
    </LabelledControl>
  );
}
