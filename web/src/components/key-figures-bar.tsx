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
  return (
    <div
      role="region"
      aria-label={t({ id: 'results.keyFigures.label', defaultMessage: 'Key figures' })}
      className="sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-border bg-background/95 px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="min-w-0 flex-1">
        <ul className={cn('grid auto-cols-fr grid-flow-col gap-2', isStale && 'opacity-50')}>
          {figures.map((figure) => (
            <li key={figure.label} className="flex min-w-0 flex-col">
              <span className="truncate text-xs text-muted-foreground">{figure.label}</span>{' '}
              <span className="text-sm leading-tight font-semibold tabular-nums">{figure.value}</span>
            </li>
          ))}
        </ul>
        {isStale && (
          <p className="text-xs text-muted-foreground">
            {t({ id: 'results.keyFigures.stale', defaultMessage: 'Last valid figures' })}
          </p>
        )}
      </div>
      <Button size="sm" variant="outline" onClick={onShow}>
        {t({ id: 'results.keyFigures.show', defaultMessage: 'All results' })}
      </Button>
    </div>
  );
}
