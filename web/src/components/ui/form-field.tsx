import { Label } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { Input } from './input';
import { FormAlert } from './form-alert';

type FormFieldProps = ComponentProps<typeof Input> & { label: string; error?: string | undefined };

/** A labelled input with its error message, wired for screen readers. */
export function FormField({ label, error, ...inputProps }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label.Root htmlFor={id} className="text-sm font-medium">
        {label}
      </Label.Root>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
