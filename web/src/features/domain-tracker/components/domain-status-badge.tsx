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

const VARIANTS: Record<DomainBadge, ComponentProps<typeof Badge>['variant']> = {
  available: 'success',
  taken: 'danger',
  expiring: 'warning',
  unknown: 'neutral',
};

/** A domain's status as a badge: Available, Taken, Expiring (registered, ending within 30 days) or Unknown. */
export function DomainStatusBadge({ status }: { status: DomainBadge }) {
  const t = useT();
  return <Badge variant={VARIANTS[status]}>{t(NAMES[status])}</Badge>;
}
