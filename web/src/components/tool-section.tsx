import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type ToolSectionProps = {
  title: string;
  /** Beside the title: a status, a badge, a button. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One part of a tool's page: a card that is a region named by its heading. */
export function ToolSection({ title, aside, children }: ToolSectionProps) {
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
