import { scoresAverage } from '@core/tools/founder-motivation-radar/check-in-trends';
import type { CheckIn } from '@core/tools/founder-motivation-radar/check-ins';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useWeekLabel } from '../hooks/use-week-label';

type ThisWeekSectionProps = {
  /** This ISO week in the browser's time zone; null until the page knows today (ADR 0038). */
  thisWeek: string | null;
  checkIn: CheckIn | null;
  hasAny: boolean;
  onCheckIn: (opener: HTMLElement | null) => void;
};

/** This week: check in (or edit this week's check-in, never a second one); the first step when there are none. */
export function ThisWeekSection({ thisWeek, checkIn, hasAny, onCheckIn }: ThisWeekSectionProps) {
  const t = useT();
  const intl = useI18n();
  const weekLabel = useWeekLabel();
  const title = t({ id: 'motivationRadar.thisWeek.title', defaultMessage: 'This week' });
  if (thisWeek === null)
    return (
      <SectionCard title={title}>
        <Skeleton className="h-16" />
      </SectionCard>
    );
  const checkInLabel = t({ id: 'motivationRadar.thisWeek.checkIn', defaultMessage: 'Check in for this week' });
  if (!hasAny)
    return (
      <SectionCard title={title}>
        <EmptyState
          title={t({ id: 'motivationRadar.empty.title', defaultMessage: 'No check-ins yet' })}
          description={t({
            id: 'motivationRadar.empty.description',
            defaultMessage:
              'Once a week, score your energy, motivation, stress, sleep and focus from 1 to 5. Your radar and trends appear here, for you alone.',
          })}
          actions={[{ label: checkInLabel, onClick: () => onCheckIn(null) }]}
        />
      </SectionCard>
    );
  return (
    <SectionCard title={title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {checkIn
            ? t(
                {
                  id: 'motivationRadar.thisWeek.done',
                  defaultMessage: 'You checked in for {week}: an average of {average} out of 5.',
                },
                {
                  week: weekLabel(thisWeek),
                  average: intl.formatNumber(scoresAverage(checkIn), { maximumFractionDigits: 1 }),
                },
              )
            : t(
                { id: 'motivationRadar.thisWeek.open', defaultMessage: 'You have not checked in for {week} yet.' },
                { week: weekLabel(thisWeek) },
              )}
        </p>
        <Button variant={checkIn ? 'outline' : 'primary'} onClick={(event) => onCheckIn(event.currentTarget)}>
          {checkIn
            ? t({ id: 'motivationRadar.thisWeek.edit', defaultMessage: "Edit this week's check-in" })
            : checkInLabel}
        </Button>
      </div>
    </SectionCard>
  );
}
