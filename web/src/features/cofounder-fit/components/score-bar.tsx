import { getCompatibilityBand, type Compatibility } from '@core/tools/cofounder-fit/cofounder-assessment';
import { cn } from '@/lib/cn';

const barClass: Record<Compatibility, string> = {
  Excellent: 'bg-emerald-500',
  Good: 'bg-sky-500',
  Fair: 'bg-amber-500',
  Poor: 'bg-red-500',
};

/** A percent as a bar in its band's colour (decoration: the percent is always written beside it). */
export function ScoreBar({ percent }: { percent: number }) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <div
        className={cn('h-full rounded-full', barClass[getCompatibilityBand(percent)])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
