import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessageOf } from '@/lib/i18n/use-message-of';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { useStopTracking } from '../api/stop-tracking';
import { useTrackedDeadlines } from '../api/tracked-deadlines';
import { useDeadlineWords } from '../hooks/use-deadline-words';
import { TrackDeadlineDialog } from './track-deadline-dialog';

/**
 * A programme's card's own part: 'Track deadline', or the deadline tracked with 'Change' and 'Stop tracking'. Nothing
 * until the user's deadlines are known (the server's render and the first in the browser alike).
 */
export function DeadlineActions({ entry }: { entry: { slug: string; name: string } }) {
  const t = useT();
  const messageOf = useMessageOf();
  const words = useDeadlineWords();
  const deadlines = useTrackedDeadlines();
  const stop = useStopTracking();
  const [isOpen, setOpen] = useState(false);
  if (!deadlines.data) return null;
  const tracked = deadlines.data.find((deadline) => deadline.entry === entry.slug);
  const stopTracking = async () => {
    try {
      await stop.mutateAsync(entry.slug);
      toast.success(
        t({ id: 'competitionDeadlines.stopped', defaultMessage: 'Stopped tracking {name}' }, { name: entry.name }),
      );
    } catch (error) {
      toast.error(
        messageOf(
          error,
          t({ id: 'competitionDeadlines.stopFailed', defaultMessage: 'It could not be stopped. Please try again.' }),
        ),
      );
    }
  };
  const said = tracked && words(tracked);
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border pt-2">
      {tracked && said ? (
        <>
          <p className={cn('mr-auto font-medium', said.isPast && 'text-muted-foreground')}>
            {t(
              { id: 'competitionDeadlines.card.tracked', defaultMessage: 'Your deadline: {date} ({left})' },
              { date: said.date, left: said.left },
            )}
          </p>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {t({ id: 'competitionDeadlines.card.change', defaultMessage: 'Change' })}
          </Button>
          <Button size="sm" variant="ghost" onClick={stopTracking} disabled={stop.isPending}>
            {t({ id: 'competitionDeadlines.card.stop', defaultMessage: 'Stop tracking' })}
          </Button>
        </>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {t({ id: 'competitionDeadlines.card.track', defaultMessage: 'Track deadline' })}
        </Button>
      )}
      {isOpen && <TrackDeadlineDialog entry={entry} tracked={tracked} onClose={() => setOpen(false)} />}
    </div>
  );
}
