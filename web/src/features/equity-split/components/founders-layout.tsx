import { useId, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';

type FoundersLayoutProps = {
  /** One card per founder. */
  cards: ReactNode;
  /** Under the cards: the calculator's actions and messages. */
  children?: ReactNode;
  /** Beside the cards on wide screens: the split. */
  results: ReactNode;
};

/** The calculator's and a shared scenario's layout: the 'Founders' cards with the split beside them. */
export function FoundersLayout({ cards, children, results }: FoundersLayoutProps) {
  const t = useT();
  const headingId = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {t({ id: 'equitySplit.founders.title', defaultMessage: 'Founders' })}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">{cards}</div>
        {children}
      </section>
      {results}
    </div>
  );
}
