import { suggestDomains, type DomainSuggestion } from '@core/tools/domain-tracker/domain-suggestions';
import { Globe } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import { useAvailabilityCheck } from '../hooks/use-availability-check';
import type { Tracking } from '../hooks/use-tracking';
import { AvailabilityResult } from './availability-result';
import { DomainName } from './domain-name';
import { TrackButton } from './track-button';

type SuggestionProps = { suggestion: DomainSuggestion; tracking: Tracking; tracked: boolean };

/**
 * One suggestion, named as it is read (an international name in Unicode, its xn-- form beside it): 'Check' asks its
 * registry now (its answer shows under it), 'Track' adds it to the list.
 */
function Suggestion({ suggestion, tracking, tracked }: SuggestionProps) {
  const t = useT();
  const check = useAvailabilityCheck();
  const { name, unicode } = suggestion;
  return (
    <li className="space-y-2 rounded-lg border border-border bg-card p-3" aria-label={unicode}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-medium">
          <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
          <DomainName name={name} unicode={unicode} />
        </span>
        <span className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => check.run(name)}
            disabled={check.busy}
            aria-busy={check.busy}
            aria-label={t(
              { id: 'domainTracker.suggestions.checkLabel', defaultMessage: 'Check {name}' },
              { name: unicode },
            )}
          >
            {check.busy
              ? t({ id: 'domainTracker.search.checking', defaultMessage: 'Checking…' })
              : t({ id: 'domainTracker.suggestions.check', defaultMessage: 'Check' })}
          </Button>
          <TrackButton name={name} tracking={tracking} tracked={tracked} />
        </span>
      </div>
      {check.result && !check.busy && <AvailabilityResult result={check.result} />}
      <FormAlert message={check.failure ?? check.nameProblem} />
    </li>
  );
}

/** The searched name across common top-level domains and simple variants (core's suggestDomains), each checked on demand. */
export function SuggestedDomains({
  searched,
  tracking,
  trackedNames,
}: {
  searched: string | null;
  tracking: Tracking;
  trackedNames: ReadonlySet<string>;
}) {
  const t = useT();
  if (!searched) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: 'domainTracker.suggestions.none', defaultMessage: 'Check a domain to see names like it here.' })}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {suggestDomains(searched).map((suggestion) => (
        <Suggestion
          key={`${searched}:${suggestion.name}`}
          suggestion={suggestion}
          tracking={tracking}
          tracked={trackedNames.has(suggestion.name)}
        />
      ))}
    </ul>
  );
}
