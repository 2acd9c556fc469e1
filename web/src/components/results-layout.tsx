import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { KeyFiguresBar, type KeyFigure } from '@/components/key-figures-bar';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/use-media-query';

type ResultsLayoutProps = {
  /** The tool's inputs, in one column. */
  inputs: ReactNode;
  /** The main result: beside the inputs and sticky from 1024 px, after them below that. */
  results: ReactNode;
  /** What the bar shows below 1024 px while the inputs are edited; none, no bar. */
  keyFigures: readonly KeyFigure[];
  /** The results shown are the last valid ones (useLastValid). */
  isStale?: boolean;
  /** How wide the results column is from 1024 px: a narrow column of figures, or half the page for tables. */
  resultsWidth?: keyof typeof COLUMNS;
};

const COLUMNS = {
  narrow: 'lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]',
  half: 'lg:grid-cols-2',
} as const;

/**
 * A calculator's page (issue 33, ADR 0071): on a wide screen the inputs with the results beside them, the results
 * column sticky so it stays in view however long the inputs are; on a narrow one the inputs, then a sticky bar with
 * the key figures, then the results. The bar is drawn by script only below 1024 px, so it repeats no figure elsewhere.
 */
export function ResultsLayout({
  inputs,
  results,
  keyFigures,
  isStale = false,
  resultsWidth = 'narrow',
}: ResultsLayoutProps) {
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const resultsRef = useRef<HTMLDivElement>(null);
  const showResults = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  };
  return (
    <div className={cn('flex flex-col gap-6 lg:grid lg:items-start', COLUMNS[resultsWidth])}>
      <div className="min-w-0 space-y-6">{inputs}</div>
      {isNarrow && keyFigures.length > 0 && (
        <KeyFiguresBar figures={keyFigures} isStale={isStale} onShow={showResults} />
      )}
      <div
        ref={resultsRef}
        tabIndex={-1}
        className="min-w-0 space-y-4 focus:outline-none lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:p-1"
      >
        {results}
      </div>
    </div>
  );
}
