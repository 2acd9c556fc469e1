import type { ReactNode } from 'react';
import { CollapsibleSection } from '@/components/collapsible-section';
import { useT } from '@/lib/i18n/use-t';

type FoundersLayoutProps = {
  /** One card per founder. */
  cards: ReactNode;
  /** Under the cards: the calculator's actions and messages. */
  children?: ReactNode;
  /** Beside the cards on wide screens: the split. */
  results: ReactNode;
  /** The founders in one line: the cards fold behind it on a phone (CollapsibleSection); without it, never. */
  summary?: string;
};

/**
 * The calculator's and a shared scenario's layout: the 'Founders' cards, then the calculator's actions, with the
 * split beside them.
 */
export function FoundersLayout({ cards, children, results, summary }: FoundersLayoutProps) {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="space-y-4">
        <CollapsibleSection
          title={t({ id: 'equitySplit.founders.title', defaultMessage: 'Founders' })}
          summary={summary}
        >
          <div className="grid gap-4 md:grid-cols-2">{cards}</div>
        </CollapsibleSection>
        {children}
      </div>
      {results}
    </div>
  );
}
