import { BREATHING, breathingPhaseAt } from '@core/tools/mental-health-support/breathing';
import { useEffect, useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

type Minutes = (typeof BREATHING.minutes)[number];

/**
 * The NHS's calming breath (core's BREATHING): a circle that grows for five counts in and shrinks for five out,
 * the count beside it, for three or five minutes. Screen readers hear each 'Breathe in' and 'Breathe out', not each
 * count; with reduced motion the circle stays still and the words lead.
 */
export function BreathingExercise() {
  const t = useT();
  const [minutes, setMinutes] = useState<Minutes>(3);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [startedAt]);
  const elapsed = startedAt === null ? 0 : Math.max(0, now - startedAt);
  const isDone = startedAt !== null && elapsed >= minutes * 60_000;
  const isRunning = startedAt !== null && !isDone;
  const { phase, count } = breathingPhaseAt(elapsed);
  const start = () => {
    const at = Date.now();
    setNow(at);
    setStartedAt(at);
  };
  const left = Math.max(0, Math.ceil((minutes * 60_000 - elapsed) / 1000));
  return (
    <SectionCard
      title={t({ id: 'mentalHealth.breathing.title', defaultMessage: 'Breathe' })}
      aside={
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'mentalHealth.breathing.how',
            defaultMessage:
              'Breathe in gently through your nose for five counts, then let it flow out through your mouth for five, without holding it. From the NHS’s breathing exercise for stress.',
          })}{' '}
          <a href={BREATHING.source} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
            {t({ id: 'mentalHealth.breathing.source', defaultMessage: 'NHS: Breathing exercises for stress' })}
          </a>
        </p>
      }
    >
      <div className="flex flex-col items-center gap-4 py-2">
        <div className="flex size-48 items-center justify-center" aria-hidden="true">
          <div
            className={cn(
              'flex size-44 items-center justify-center rounded-full bg-primary/15 ring-2 ring-primary/40',
              'transition-transform ease-in-out motion-reduce:transition-none',
              isRunning && phase === 'in' ? 'scale-100' : 'scale-[0.6]',
            )}
            style={{ transitionDuration: `${BREATHING.inSeconds}s` }}
          >
            <span className="text-3xl font-semibold tabular-nums">{isRunning ? count : ''}</span>
          </div>
        </div>
        <p role="status" className="min-h-6 text-lg font-medium">
          {isDone
            ? t({ id: 'mentalHealth.breathing.done', defaultMessage: 'Done. Notice how you feel now.' })
            : isRunning
              ? phase === 'in'
                ? t({ id: 'mentalHealth.breathing.in', defaultMessage: 'Breathe in' })
                : t({ id: 'mentalHealth.breathing.out', defaultMessage: 'Breathe out' })
              : ''}
        </p>
        {isRunning && (
          <p className="text-sm text-muted-foreground tabular-nums">
            {t(
              { id: 'mentalHealth.breathing.left', defaultMessage: '{minutes}:{seconds} left' },
              { minutes: Math.floor(left / 60), seconds: String(left % 60).padStart(2, '0') },
            )}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-center gap-2">
          <div
            role="group"
            aria-label={t({ id: 'mentalHealth.breathing.length', defaultMessage: 'Length' })}
            className="flex gap-2"
          >
            {BREATHING.minutes.map((choice) => (
              <Button
                key={choice}
                variant={minutes === choice ? 'primary' : 'outline'}
                aria-pressed={minutes === choice}
                disabled={isRunning}
                onClick={() => setMinutes(choice)}
              >
                {t(
                  {
                    id: 'mentalHealth.breathing.minutes',
                    defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
                  },
                  { count: choice },
                )}
              </Button>
            ))}
          </div>
          {isRunning ? (
            <Button variant="outline" onClick={() => setStartedAt(null)}>
              {t({ id: 'mentalHealth.breathing.stop', defaultMessage: 'Stop' })}
            </Button>
          ) : (
            <Button onClick={start}>
              {t({ id: 'mentalHealth.breathing.start', defaultMessage: 'Start breathing' })}
            </Button>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
