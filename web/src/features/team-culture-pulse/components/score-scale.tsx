import { useId } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';

export type ScoreOption = { value: number; label: string };

type ScoreScaleProps = {
  /** The question, the group's name. */
  legend: string;
  options: readonly ScoreOption[];
  value: number | null;
  onChange: (value: number) => void;
  /** What the two ends mean ('Not at all likely', 'Extremely likely'), under the scale. */
  ends?: readonly [string, string];
  /** Grid classes: how many options a row holds on a phone and wider. */
  columns: string;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * One question answered on a scale: a group of radio buttons drawn as large tap targets (arrow keys move between
 * them, as the browser's own radios do), named by the question, its error under it.
 */
export function ScoreScale({ legend, options, value, onChange, ends, columns, error, disabled }: ScoreScaleProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="space-y-2 outline-none"
      disabled={disabled}
    >
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-input px-2 py-2 text-center text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
      {ends && (
        <div className="flex justify-between gap-4 text-xs text-muted-foreground" aria-hidden="true">
          <span>{ends[0]}</span>
          <span className="text-right">{ends[1]}</span>
        </div>
      )}
      <FormAlert id={errorId} message={error} />
    </fieldset>
  );
}
