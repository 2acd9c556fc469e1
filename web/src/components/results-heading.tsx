import type { ReactNode } from 'react';
import { SampleBadge } from '@/components/sample-banner';
import { cn } from '@/lib/cn';

type ResultsHeadingProps = {
  /** For the region it heads (`aria-labelledby`). */
  id?: string;
  /** The results show a sample's figures (ADR 0075): the heading says so beside it. */
  isSample: boolean;
  className?: string;
  children: ReactNode;
};

/** A tool's results heading, marked 'Sample' while the results are a sample's. */
export function ResultsHeading({ id, isSample, className, children }: ResultsHeadingProps) {
  return (
    <div className="flex items-center gap-2">
      <h2 id={id} className={cn('text-lg font-semibold', className)}>
        {children}
      </h2>
      {isSample && <SampleBadge />}
    </div>
  );
}
