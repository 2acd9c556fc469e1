import type { DomainBadge } from '@core/tools/domain-tracker/tracked-domains';
import type { ComponentProps } from 'react';
import { defineMessages } from 'react-intl';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

const NAMES = defineMessages({
  available: { id: 'domainTracker.status.available', defaultMessage: 'Available' },
  taken: { id: 'domainTracker.status.taken', defaultMessage: 'Taken' },
  expiring: { id: 'domainTracker.status.expiring', defaultMessage: 'Expiring' },
  unknown: { id: 'domainTracker.status.unknown', defaultMessage: 'Unknown' },
});

const LOOKS: Record<DomainBadge, { variant: ComponentProps<typeof Badge>['variant']; className?: string }> = {
  available: { variant: 'success' },
  taken: { variant: 'neutral', className: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200' },
  expiring: { variant: 'warning' },
  unknown: { variant: 'neutral' },
};

/** A domain's status as a badge: Available, Taken, Expiring (registered, ending within 30 days) or Unknown. */
export function DomainStatusBadge({ status }: { status: DomainBadge }) {
  const t = useT();
  const { variant, className } = LOOKS[status];
  return (
    <Badge variant={variant} className={className}>
      {t(NAMES[status])}
    </Badge>
  );
}
