import { cn } from '@/lib/cn';

type ProgressBarProps = {
  label: string;
  value: number;
  min?: number;
  max: number;
  valueText: string;
  className?: string;
};

/** A labelled progress bar (role progressbar): filled to `value` / `max`, announced as `valueText`. */
export function ProgressBar({ label, value, min = 0, max, valueText, className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
