import { SAMPLE_SUGGESTED_DOMAINS, SAMPLE_TRACKED_DOMAINS, type DomainStatus, type TrackedDomain } from '@core/tools/sample-tools/sample-data';
import { Globe, Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { ComingSoonNote, SamplePage, SampleSection } from './sample-page';
import { useSampleText } from './sample-text';

const statusBadges: Record<DomainStatus, { variant: ComponentProps<typeof Badge>['variant']; className?: string }> = {
  available: { variant: 'success' },
  taken: { variant: 'neutral', className: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200' },
  expiring: { variant: 'warning' },
};

/** The Domain Tracker sample page: a search box, tracked domains and suggestions. The buttons do nothing yet. */
export function DomainTracker() {
  const t = useT();
  const { toolName } = useToolText();
  return (
    <SamplePage
      title={toolName('domain-tracker')}
      description={t({ id: 'sampleTools.domainTracker.description', defaultMessage: 'Check domain availability and keep an eye on the names you care about.' })}
    >
      <Card>
        <form
          role="search"
          aria-label={t({ id: 'sampleTools.domainTracker.searchLabel', defaultMessage: 'Domain search' })}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="flex-1">
            <FormField
              label={t({ id: 'sampleTools.domainTracker.domainName', defaultMessage: 'Domain name' })}
              name="domain"
              placeholder={t({ id: 'sampleTools.domainTracker.domainPlaceholder', defaultMessage: 'yourstartup.com' })}
              autoComplete="off"
            />
          </div>
          <Button type="submit">
            <Search className="size-4" aria-hidden="true" />
            {t({ id: 'sampleTools.domainTracker.checkAvailability', defaultMessage: 'Check Availability' })}
          </Button>
        </form>
      </Card>
      <SampleSection title={t({ id: 'sampleTools.domainTracker.tracked', defaultMessage: 'Tracked Domains' })}>
        <ul className="space-y-3">
          {SAMPLE_TRACKED_DOMAINS.map((domain) => (
            <li key={domain.name}>
              <TrackedDomainCard domain={domain} />
            </li>
          ))}
        </ul>
      </SampleSection>
      <SampleSection title={t({ id: 'sampleTools.domainTracker.suggested', defaultMessage: 'Suggested Domains' })}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SAMPLE_SUGGESTED_DOMAINS.map((name) => (
            <li key={name} className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-3">
              <span className="flex items-center gap-2 font-medium">
                <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
                {name}
              </span>
              <span className="flex gap-2">
                <Button size="sm" variant="outline" aria-label={t({ id: 'sampleTools.domainTracker.checkLabel', defaultMessage: 'Check {name}' }, { name })}>
                  {t({ id: 'sampleTools.domainTracker.check', defaultMessage: 'Check' })}
                </Button>
                <Button size="sm" aria-label={t({ id: 'sampleTools.domainTracker.trackLabel', defaultMessage: 'Track {name}' }, { name })}>
                  {t({ id: 'sampleTools.domainTracker.track', defaultMessage: 'Track' })}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </SampleSection>
      <ComingSoonNote tool="domain-tracker" sample="domains" />
    </SamplePage>
  );
}

function TrackedDomainCard({ domain }: { domain: TrackedDomain }) {
  const t = useT();
  const { domainStatusName, formatDate, formatUsdPrice } = useSampleText();
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
            {domainStatusName(domain.status)}
          </Badge>
        </div>
        <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
          <span>{t({ id: 'sampleTools.domainTracker.lastChecked', defaultMessage: 'Last checked {date}' }, { date: formatDate(domain.lastChecked) })}</span>
          {domain.expiryDate !== undefined && (
            <span>{t({ id: 'sampleTools.domainTracker.expires', defaultMessage: 'Expires {date}' }, { date: formatDate(domain.expiryDate) })}</span>
          )}
        </p>
      </div>
      <p className="font-semibold">
        {t(
          { id: 'sampleTools.domainTracker.pricePerYear', defaultMessage: '{price}<unit>/year</unit>' },
          { price: formatUsdPrice(domain.price), unit: (chunks) => <span className="text-sm font-normal text-muted-foreground">{chunks}</span> },
        )}
      </p>
    </Card>
  );
}
