import { useId } from 'react';
import { cn } from '@/lib/cn';

export type Choice<Value extends string> = { value: Value; label: string; description?: string; disabled?: boolean };

type ChoiceGroupProps<Value extends string> = {
  legend: string;
  value: Value;
  options: readonly Choice<Value>[];
  onChange: (value: Value) => void;
  columns?: 1 | 3;
};

/** A set of radio cards: native radios, so arrow keys move between them and screen readers name each one. */
export function ChoiceGroup<Value extends string>({
  legend,
  value,
  options,
  onChange,
  columns = 1,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns === 3 && 'grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm hover:bg-muted',
              'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              option.disabled && 'cursor-not-allowed opacity-50 hover:bg-transparent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${name}-${option.value}`}
              aria-describedby={option.description ? `${name}-${option.value}-description` : undefined}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span id={`${name}-${option.value}`} className="block font-medium">
                {option.label}
              </span>
              {option.description && (
                <span id={`${name}-${option.value}-description`} className="block text-muted-foreground">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
