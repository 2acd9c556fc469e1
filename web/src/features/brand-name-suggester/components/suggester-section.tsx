import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type SuggesterSectionProps = { title: string; aside?: ReactNode; children: ReactNode };

/** One part of the suggester: a card that is a region named by its heading (an h2), with a status beside it. */
export function SuggesterSection({ title, aside, children }: SuggesterSectionProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}
