import type { ShownDiffLine } from '@core/tools/competitor-tracker/line-diff';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/cn';

/**
 * A page's last change as a line diff: each line added or removed marked by a sign and its words for screen readers
 * ('Added:', 'Removed:'), not by its colour alone; unchanged lines around it as context, the rest counted.
 */
export function PageChange({ lines, label }: { lines: ShownDiffLine[]; label: string }) {
  const t = useT();
  return (
    <ol aria-label={label} className="overflow-hidden rounded-md border border-border font-mono text-sm">
      {lines.map((line, index) => {
        if (line.kind === 'skipped')
          return (
            <li key={index} className="bg-muted px-3 py-1 text-xs text-muted-foreground">
              {t(
                {
                  id: 'competitorTracker.change.skipped',
                  defaultMessage: '{count, plural, one {# unchanged line} other {# unchanged lines}}',
                },
                { count: line.count },
              )}
            </li>
          );
        const [sign, words, style] =
          line.kind === 'added'
            ? [
                '+',
                t({ id: 'competitorTracker.change.added', defaultMessage: 'Added:' }),
                'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100',
              ]
            : line.kind === 'removed'
              ? [
                  '−',
                  t({ id: 'competitorTracker.change.removed', defaultMessage: 'Removed:' }),
                  'bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-100',
                ]
              : [' ', '', 'text-muted-foreground'];
        return (
          <li key={index} className={cn('flex gap-2 px-3 py-1 break-words whitespace-pre-wrap', style)}>
            <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
              {sign}
            </span>
            <span className="min-w-0">
              {words && <span className="sr-only">{words} </span>}
              {line.text}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
