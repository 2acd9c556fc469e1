import { domainToUnicode } from '@core/domains/domain-name';
import { domainBadge, type TrackedDomainView } from '@core/tools/domain-tracker/tracked-domains';
import { RefreshCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useRecheckDomain, useUntrackDomain } from '../api/tracked-domains';
import { DomainName } from './domain-name';
import { DomainStatusBadge } from './domain-status-badge';

type Actions = { recheck: ReturnType<typeof useRecheckDomain>; untrack: ReturnType<typeof useUntrackDomain> };

function TrackedDomainItem({
  domain,
  now,
  actions: { recheck, untrack },
}: {
  domain: TrackedDomainView;
  now: Date;
  actions: Actions;
}) {
  const t = useT();
  const said = useSaid();
  const format = useFormat();
  const messageOf = useMessageOf();
  const checking = recheck.isPending && recheck.variables === domain.id;
  const removing = untrack.isPending && untrack.variables === domain.id;
  // As a person reads it: what the page says of the domain names an international one in Unicode.
  const name = domainToUnicode(domain.name);

  const onCheck = async () => {
    try {
      const { message } = (await recheck.mutateAsync(domain.id))!;
      if (message) toast.error(said(message));
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t(
            {
              id: 'domainTracker.tracked.checkFailed',
              defaultMessage: '{name} could not be checked. Please try again.',
            },
            { name },
          ),
        ),
      );
    }
  };
  const onRemove = async () => {
    try {
      await untrack.mutateAsync(domain.id);
      toast.success(t({ id: 'domainTracker.tracked.removed', defaultMessage: 'Stopped tracking {name}.' }, { name }));
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t(
            {
              id: 'domainTracker.tracked.removeFailed',
              defaultMessage: '{name} could not be removed. Please try again.',
            },
            { name },
          ),
        ),
      );
    }
  };

  return (
    <li>
      <article
        aria-label={name}
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
      >
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">
              <DomainName name={domain.name} unicode={name} />
            </h3>
            <DomainStatusBadge status={domainBadge(domain, now)} />
          </div>
          <p className="text-sm text-muted-foreground">
            {domain.status === 'registered' && domain.expiresAt && (
              <span className="mr-3">
                {t(
                  { id: 'domainTracker.tracked.expires', defaultMessage: 'Expires {date}' },
                  { date: format.calendarDate(domain.expiresAt.slice(0, 10)) },
                )}
              </span>
            )}
            {domain.status === 'registered' && domain.registrar && <span className="mr-3">{domain.registrar}</span>}
            <span>
              {domain.lastCheckedAt
                ? t(
                    { id: 'domainTracker.tracked.lastChecked', defaultMessage: 'Last checked {time}' },
                    { time: format.dateTime(domain.lastCheckedAt) },
                  )
                : t({
                    id: 'domainTracker.tracked.neverChecked',
                    defaultMessage: 'Not checked yet: its registry did not answer',
                  })}
            </span>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void onCheck()}
            disabled={checking || removing}
            aria-busy={checking}
            aria-label={t({ id: 'domainTracker.tracked.checkLabel', defaultMessage: 'Check {name} again' }, { name })}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {checking
              ? t({ id: 'domainTracker.search.checking', defaultMessage: 'Checking…' })
              : t({ id: 'domainTracker.suggestions.check', defaultMessage: 'Check' })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void onRemove()}
            disabled={checking || removing}
            aria-busy={removing}
            aria-label={t(
              { id: 'domainTracker.tracked.removeLabel', defaultMessage: 'Stop tracking {name}' },
              { name },
            )}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t({ id: 'domainTracker.tracked.remove', defaultMessage: 'Remove' })}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** The tracked domains with their badges (Expiring worked out for the browser's now), expiry, last check, 'Check' and 'Remove'. */
export function TrackedDomainList({ domains }: { domains: TrackedDomainView[] }) {
  const t = useT();
  const actions = { recheck: useRecheckDomain(), untrack: useUntrackDomain() };
  if (domains.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {t({
          id: 'domainTracker.tracked.empty',
          defaultMessage:
            'You are not tracking any domains yet. Track one and you will hear when it becomes free or is about to expire.',
        })}
      </p>
    );
  }
  // The list is never in the page the server drew (it loads in the browser): reading the clock here is safe.
  const now = new Date();
  return (
    <ul className="space-y-3">
      {domains.map((domain) => (
        <TrackedDomainItem key={domain.id} domain={domain} now={now} actions={actions} />
      ))}
    </ul>
  );
}
