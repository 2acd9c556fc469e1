import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useTrackedDeadlines } from '../api/tracked-deadlines';
import { useDeadlineWords } from '../hooks/use-deadline-words';

/**
 * 'Your tracked deadlines', above the directory's search: each by its programme's name (a link to its page), day and
 * days left — a day passed said as passed and dimmed — with the founder's note, soonest first.
 */
export function TrackedDeadlinesSection() {
  const t = useT();
  const words = useDeadlineWords();
  const deadlines = useTrackedDeadlines();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-lg border border-border bg-card p-4 text-sm">
      <h2 id={headingId} className="text-base font-semibold">
        {t({ id: 'competitionDeadlines.section.title', defaultMessage: 'Your tracked deadlines' })}
      </h2>
      {deadlines.isError && !deadlines.data ? (
        <p role="alert" className="text-destructive">
          {t({
            id: 'competitionDeadlines.section.loadFailed',
            defaultMessage: 'Your tracked deadlines could not be loaded. Please try again.',
          })}
        </p>
      ) : !deadlines.data ? (
        <Skeleton className="h-12 w-full" />
      ) : deadlines.data.length === 0 ? (
        <p className="text-muted-foreground">
          {t({
            id: 'competitionDeadlines.section.empty',
            defaultMessage:
              'No deadlines tracked yet. Choose ‘Track deadline’ on a programme below to be reminded a week before and on the day.',
          })}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-border">
          {deadlines.data.map((deadline) => {
            const said = words(deadline);
            return (
              <li
                key={deadline.entry}
                className={cn('flex flex-wrap items-baseline gap-x-3 py-2', said.isPast && 'text-muted-foreground')}
              >
                <a
                  href={deadline.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {deadline.name}
                </a>
                <span>{said.date}</span>
                <span className={cn(!said.isPast && deadline.daysLeft <= 7 && 'font-medium text-primary')}>
                  {said.left}
                </span>
                {deadline.note && <span className="basis-full text-muted-foreground">{deadline.note}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
