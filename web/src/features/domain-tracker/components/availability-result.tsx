import { domainToUnicode, type DomainAvailability } from '@core/domains/domain-name';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { DomainStatusBadge } from './domain-status-badge';

/** What a registry said of a domain (an international one named in Unicode), in a line: Available; Taken, until when and with whom; or why it cannot be told. */
export function AvailabilityResult({ result }: { result: DomainAvailability }) {
  const t = useT();
  const said = useSaid();
  const format = useFormat();
  if (result.status === 'available') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
        <DomainStatusBadge status="available" />
        {t(
          { id: 'domainTracker.result.available', defaultMessage: '{name} is free to register.' },
          { name: domainToUnicode(result.name) },
        )}
      </p>
    );
  }
  if (result.status === 'registered') {
    const date = result.expiresAt ? format.calendarDate(result.expiresAt.slice(0, 10)) : null;
    const registrar = result.registrar ?? null;
    let detail: string;
    if (date && registrar)
      detail = t(
        { id: 'domainTracker.result.takenUntilWith', defaultMessage: 'Registered with {registrar} until {date}.' },
        { registrar, date },
      );
    else if (date)
      detail = t({ id: 'domainTracker.result.takenUntil', defaultMessage: 'Registered until {date}.' }, { date });
    else if (registrar)
      detail = t(
        { id: 'domainTracker.result.takenWith', defaultMessage: 'Registered with {registrar}.' },
        { registrar },
      );
    else detail = t({ id: 'domainTracker.result.taken', defaultMessage: 'Registered.' });
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
        <DomainStatusBadge status="taken" />
        {detail}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
      <DomainStatusBadge status="unknown" />
      {said(result.message ?? '')}
    </p>
  );
}
