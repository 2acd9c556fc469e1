import { useMemo, useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { SectionCard } from '@/components/section-card';
import { QueryContent } from '@/components/ui/query-content';
import { useT } from '@/lib/i18n/use-t';
import { useTrackedDomains } from '../api/tracked-domains';
import { useTrackParam } from '../hooks/use-track-param';
import { useTracking } from '../hooks/use-tracking';
import { DomainSearch } from './domain-search';
import { SuggestedDomains } from './suggested-domains';
import { TrackedDomainList } from './tracked-domain-list';

/**
 * The Domain Tracker (ADR 0055): check a domain with its registry (RDAP), see names like it, and track the ones
 * you want — re-checked daily, with a notification when one becomes free or is about to expire.
 */
export function DomainTracker() {
  const t = useT();
  const tracked = useTrackedDomains();
  const tracking = useTracking();
  const [searched, setSearched] = useState<string | null>(null);
  const trackedNames = useMemo(() => new Set((tracked.data ?? []).map((domain) => domain.name)), [tracked.data]);
  useTrackParam(tracking.track);

  return (
    <ToolPage
      toolId="domain-tracker"
      description={t({
        id: 'domainTracker.page.description',
        defaultMessage: 'Check domain availability and keep an eye on the names you care about.',
      })}
      width="5xl"
    >
      <DomainSearch tracking={tracking} trackedNames={trackedNames} onSearched={setSearched} />
      <SectionCard title={t({ id: 'domainTracker.tracked.title', defaultMessage: 'Tracked Domains' })}>
        <QueryContent
          query={tracked}
          errorMessage={t({
            id: 'domainTracker.tracked.loadFailed',
            defaultMessage: 'Your tracked domains could not be loaded. Please try again later.',
          })}
          skeletonClassName="h-24 w-full"
        >
          {(domains) => <TrackedDomainList domains={domains} />}
        </QueryContent>
      </SectionCard>
      <SectionCard title={t({ id: 'domainTracker.suggestions.title', defaultMessage: 'Suggested Domains' })}>
        <SuggestedDomains searched={searched} tracking={tracking} trackedNames={trackedNames} />
      </SectionCard>
    </ToolPage>
  );
}
