import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A card's look, for an element of another kind drawn as one (a section: CollapsibleSection). */
export const CARD_CLASS = 'rounded-lg border border-border bg-card p-5 shadow-sm';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(CARD_CLASS, className)} {...props} />;
}
