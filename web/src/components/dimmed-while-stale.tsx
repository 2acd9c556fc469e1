import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

type DimmedWhileStaleProps = {
  /** A field is wrong: what is shown are the last valid results (useLastValid). */
  isStale: boolean;
  /** Another part of results already dimmed with the line: dimmed without saying it again. */
  isQuiet?: boolean;
  children: ReactNode;
  /** The results' own layout (spacing). */
  className?: string;
};

/**
 * Results that stay on screen while a field is wrong: dimmed, under a line saying they are the last valid ones.
 * The line's place is a live region from the start, so that a screen reader hears it when it comes.
 */
export function DimmedWhileStale({ isStale, isQuiet = false, children, className }: DimmedWhileStaleProps) {
  const t = useT();
  return (
    <div>
      {!isQuiet && (
        <p role="status" className={cn('text-sm font-medium text-muted-foreground', isStale && 'mb-2')}>
          {isStale &&
            t({
              id: 'results.stale.note',
              defaultMessage: 'Showing the last valid results — correct the marked field to update them.',
            })}
        </p>
      )}
      <div
        data-stale={isStale || undefined}
        className={cn('transition-opacity motion-reduce:transition-none', isStale && 'opacity-50', className)}
      >
        {children}
      </div>
    </div>
  );
}
