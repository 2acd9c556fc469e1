import { SCORE_MAX, SCORE_MIN } from '@core/tools/founder-motivation-radar/check-ins';
import { useId } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';
import type { ScoreText } from '../hooks/use-score-texts';

const VALUES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index);

type ScoreFieldProps = {
  text: ScoreText;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
};

/**
 * One score, 1 to 5, as a group of radio buttons (the arrow keys move between them) with the words at both ends: the
 * ends are part of the 1 and the 5's names ('1 Drained', '5 Full of energy').
 */
export function ScoreField({ text, value, onChange, error }: ScoreFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="space-y-1.5"
      >
        <p id={`${id}-label`} className="text-sm font-medium">
          {text.label}
        </p>
        <div className="flex gap-1.5">
          {VALUES.map((score) => (
            <label
              key={score}
              className={cn(
                'flex h-10 min-w-10 flex-1 cursor-pointer items-center justify-center rounded-md border border-input text-sm',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                value === score ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={id}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                aria-label={score === SCORE_MIN ? text.lowName : score === SCORE_MAX ? text.highName : String(score)}
                className="sr-only"
              />
              <span aria-hidden="true">{score}</span>
            </label>
          ))}
        </div>
        <p className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{text.low}</span>
          <span>{text.high}</span>
        </p>
      </div>
      <FormAlert id={errorId} message={error} />
    </div>
  );
}
