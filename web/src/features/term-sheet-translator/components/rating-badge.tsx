import type { Rating } from '@core/tools/term-sheet-translator/clause-types';
import { CircleCheck, Flag, MessageCircleWarning, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { RATING_LABELS } from './clause-messages';

const LOOKS: Record<Rating, { icon: LucideIcon; variant: 'success' | 'warning' | 'neutral'; className?: string }> = {
  standard: { icon: CircleCheck, variant: 'success' },
  negotiate: { icon: MessageCircleWarning, variant: 'warning' },
  redFlag: { icon: Flag, variant: 'neutral', className: 'bg-destructive/10 text-destructive' },
};

/** A clause's rating in words, with an icon and a colour (the words alone carry it). */
export function RatingBadge({ rating }: { rating: Rating }) {
  const t = useT();
  const { icon: Icon, variant, className } = LOOKS[rating];
  return (
    <Badge variant={variant} className={cn('gap-1', className)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(RATING_LABELS[rating])}
    </Badge>
  );
}
