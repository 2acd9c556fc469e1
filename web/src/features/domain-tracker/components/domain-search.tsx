import { normaliseDomainName } from '@core/domains/domain-name';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useAvailabilityCheck } from '../hooks/use-availability-check';
import type { Tracking } from '../hooks/use-tracking';
import { AvailabilityResult } from './availability-result';
import { TrackButton } from './track-button';

type DomainSearchProps = { tracking: Tracking; trackedNames: ReadonlySet<string>; onSearched: (name: string) => void };

/** The search box: 'Check Availability' asks the name's registry, and the answer shows below with 'Track'. */
export function DomainSearch({ tracking, trackedNames, onSearched }: DomainSearchProps) {
  const t = useT();
  const said = useSaid();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const check = useAvailabilityCheck();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseDomainName(typed);
    if ('problem' in normalised) {
      check.reset();
      setProblem(said(normalised.problem));
      return;
    }
    setProblem(undefined);
    check.run(normalised.name);
    onSearched(normalised.name);
  };

  return (
    <Card className="space-y-4">
      <form
        role="search"
        aria-label={t({ id: 'domainTracker.search.label', defaultMessage: 'Domain search' })}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={onSubmit}
        noValidate
      >
        <div className="flex-1">
          <FormField
            label={t({ id: 'domainTracker.search.domainName', defaultMessage: 'Domain name' })}
            name="domain"
            placeholder={t({ id: 'domainTracker.search.placeholder', defaultMessage: 'yourstartup.com' })}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={problem ?? check.nameProblem}
          />
        </div>
        <Button type="submit" className="sm:mt-7" disabled={check.busy} aria-busy={check.busy}>
          <Search className="size-4" aria-hidden="true" />
          {check.busy
            ? t({ id: 'domainTracker.search.checking', defaultMessage: 'Checking…' })
            : t({ id: 'domainTracker.search.check', defaultMessage: 'Check Availability' })}
        </Button>
      </form>
      <FormAlert message={check.failure} />
      {check.result && !check.busy && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
          <div className="space-y-1">
            <p className="font-medium">{check.result.name}</p>
            <AvailabilityResult result={check.result} />
          </div>
          <TrackButton name={check.result.name} tracking={tracking} tracked={trackedNames.has(check.result.name)} />
        </div>
      )}
    </Card>
  );
}
