import { formatSampleDate, formatUsdPrice, SAMPLE_SUGGESTED_DOMAINS, SAMPLE_TRACKED_DOMAINS, type DomainStatus, type TrackedDomain } from '@core/tools/sample-tools/sample-data';
import { Globe, Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { ComingSoonNote, SamplePage, SampleSection } from './sample-page';

const statusBadges: Record<DomainStatus, { label: string; variant: ComponentProps<typeof Badge>['variant']; className?: string }> = {
  available: { label: 'Available', variant: 'success' },
  taken: { label: 'Taken', variant: 'neutral', className: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200' },
  expiring: { label: 'Expiring', variant: 'warning' },
};

/** The Domain Tracker sample page: a search box, tracked domains and suggestions. The buttons do nothing yet. */
export function DomainTracker() {
  return (
    <SamplePage title="Domain Tracker" description="Check domain availability and keep an eye on the names you care about.">
      <Card>
        <form role="search" aria-label="Domain search" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(event) => event.preventDefault()}>
          <div className="flex-1">
            <FormField label="Domain name" name="domain" placeholder="yourstartup.com" autoComplete="off" />
          </div>
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            Check Availability
          </Button>
        </form>
      </Card>
      <SampleSection title="Tracked Domains">
        <ul className="space-y-3">
          {SAMPLE_TRACKED_DOMAINS.map((domain) => (
            <li key={domain.name}>
              <TrackedDomainCard domain={domain} />
            </li>
          ))}
        </ul>
      </SampleSection>
      <SampleSection title="Suggested Domains">
        <ul className="grid gap-3 sm:grid-cols-2">
          {SAMPLE_SUGGESTED_DOMAINS.map((name) => (
            <li key={name} className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-3">
              <span className="flex items-center gap-2 font-medium">
                <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
                {name}
              </span>
              <span className="flex gap-2">
                <Button size="sm" variant="outline" aria-label={`Check ${name}`}>
                  Check
                </Button>
                <Button size="sm" aria-label={`Track ${name}`}>
                  Track
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </SampleSection>
      <ComingSoonNote>These are sample domains. Full functionality of Domain Tracker is coming soon.</ComingSoonNote>
    </SamplePage>
  );
}

function TrackedDomainCard({ domain }: { domain: TrackedDomain }) {
  const headingId = useId();
  const badge = statusBadges[domain.status];
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-wrap items-center justify-between gap-3">
      <div className="space-y-1">
        <div className="flex items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {domain.name}
          </h3>
          <Badge variant={badge.variant} className={badge.className}>
            {badge.label}
          </Badge>
        </div>
        <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
          <span>Last checked {formatSampleDate(domain.lastChecked)}</span>
          {domain.expiryDate !== undefined && <span>Expires {formatSampleDate(domain.expiryDate)}</span>}
        </p>
      </div>
      <p className="font-semibold">
        {formatUsdPrice(domain.price)}
        <span className="text-sm font-normal text-muted-foreground">/year</span>
      </p>
    </Card>
  );
}
