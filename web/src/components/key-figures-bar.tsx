import { ChevronsDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** One of a tool's main figures, as the key-figures bar shows it ('Runway', '15 months'). */
export type KeyFigure = { label: string; value: string };

type KeyFiguresBarProps = {
  figures: readonly KeyFigure[];
  /** The figures are the last valid ones (useLastValid): dimmed, and said so. */
  isStale: boolean;
  /** Takes the person to the results in full. */
  onShow: () => void;
};

/**
 * On a narrow screen, the tool's main figures stuck to the bottom of the window while the inputs above them are
 * edited; it sits in the page's flow just above the results, so it never covers them and moves nothing when shown.
 */
export function KeyFiguresBar({ figures, isStale, onShow }: KeyFiguresBarProps) {
  const t = useT();
  const allResults = t({ id: 'results.keyFigures.show', defaultMessage: 'All results' });
  return (
    <div
      role="region"
      aria-label={t({ id: 'results.keyFigures.label', defaultMessage: 'Key figures' })}
      className="sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-border bg-background/95 px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="min-w-0 flex-1">
        {/* A phone: a line per figure, label and value apart; from 640 px: the figures side by side. */}
        <ul className={cn('grid gap-y-0.5 sm:auto-cols-fr sm:grid-flow-col sm:gap-x-3', isStale && 'opacity-50')}>
          {figures.map((figure) => (
            <li
              key={figure.label}
              className="flex min-w-0 items-baseline justify-between gap-3 sm:flex-col sm:justify-start sm:gap-0"
            >
              <span className="shrink-0 text-xs leading-tight whitespace-nowrap text-muted-foreground sm:whitespace-normal">
                {figure.label}
              </span>{' '}
              <span className="text-right text-sm leading-tight font-semibold tabular-nums sm:text-left">
                {figure.value}
              </span>
            </li>
          ))}
        </ul>
        {isStale && (
          <p className="text-xs text-muted-foreground">
            {t({ id: 'results.keyFigures.stale', defaultMessage: 'Last valid figures' })}
          </p>
        )}
      </div>
      {/* On a phone only its icon, so that the figures have the width (its name stays "All results"). */}
      <Button
        size="sm"
        variant="outline"
        className="size-11 shrink-0 px-0 sm:h-9 sm:w-auto sm:px-3"
        aria-label={allResults}
        onClick={onShow}
      >
        <ChevronsDown className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{allResults}</span>
      </Button>
    </div>
  );
}
