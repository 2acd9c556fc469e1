import type { ReactNode } from 'react';
import { CollapsibleSection } from '@/components/collapsible-section';
import { CARD_CLASS } from '@/components/ui/card';

type SectionCardProps = {
  title: string;
  /** Beside the title (a status) or under it (a sentence of explanation). */
  aside?: ReactNode;
  /** What is in it, in one line: an input section folds behind it on a phone (CollapsibleSection). */
  summary?: string | undefined;
  children: ReactNode;
};

/** One part of a tool's page: a card that is a region named by its heading (an h2). */
export function SectionCard({ title, aside, summary, children }: SectionCardProps) {
  return (
    <CollapsibleSection title={title} aside={aside} summary={summary} className={CARD_CLASS}>
      {children}
    </CollapsibleSection>
  );
}
