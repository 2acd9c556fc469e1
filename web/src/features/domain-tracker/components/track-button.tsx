import { domainToUnicode } from '@core/domains/domain-name';
import { BellPlus, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import type { Tracking } from '../hooks/use-tracking';

/** 'Track' for one domain (named in Unicode when it is international): busy while it is being tracked, and 'Tracked' (off) once it is in the list. */
export function TrackButton({ name, tracking, tracked }: { name: string; tracking: Tracking; tracked: boolean }) {
  const t = useT();
  const busy = tracking.pending === name;
  if (tracked) {
    return (
      <Button size="sm" variant="outline" disabled>
        <Check className="size-4" aria-hidden="true" />
        {t({ id: 'domainTracker.track.tracked', defaultMessage: 'Tracked' })}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      onClick={() => void tracking.track(name)}
      disabled={tracking.pending !== undefined}
      aria-busy={busy}
      aria-label={t(
        { id: 'domainTracker.track.label', defaultMessage: 'Track {name}' },
        { name: domainToUnicode(name) },
      )}
    >
      <BellPlus className="size-4" aria-hidden="true" />
      {t({ id: 'domainTracker.track.button', defaultMessage: 'Track' })}
    </Button>
  );
}
