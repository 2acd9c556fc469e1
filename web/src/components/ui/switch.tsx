import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';
import { FormAlert } from './form-alert';

type SwitchFieldProps = {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** While the change is being made (the switch cannot be flipped again). */
  disabled?: boolean;
  /** Why the switch could not be turned, read out at once. */
  error?: string | null;
};

/** An on/off setting with its label (and an optional line explaining it, and its error). */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled = false,
  error,
}: SwitchFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="py-3">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        <SwitchPrimitive.Root
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[state=checked]:bg-primary"
        >
          <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </SwitchPrimitive.Root>
      </div>
      <FormAlert id={errorId} message={error} className="mt-1" />
    </div>
  );
}
