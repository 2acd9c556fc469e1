import { newestFirst, scoresAverage } from '@core/tools/founder-motivation-radar/check-in-trends';
import { SCORE_KEYS, type CheckIn } from '@core/tools/founder-motivation-radar/check-ins';
import { Plus } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useScoreTexts } from '../hooks/use-score-texts';
import { useWeekLabel } from '../hooks/use-week-label';

type CheckInHistoryProps = {
  checkIns: readonly CheckIn[];
  /** Whether a recent week is still without a check-in (one can be added for it). */
  canAddPast: boolean;
  onEdit: (week: string, opener: HTMLElement) => void;
  onAddPast: (opener: HTMLElement) => void;
};

/** Every check-in, newest week first, each with its scores, average and note, and 'Edit'; 'Add a past week'. */
export function CheckInHistory({ checkIns, canAddPast, onEdit, onAddPast }: CheckInHistoryProps) {
  const t = useT();
  const intl = useI18n();
  const texts = useScoreTexts();
  const weekLabel = useWeekLabel();
  const one = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <SectionCard
      title={t({ id: 'motivationRadar.history.title', defaultMessage: 'Your check-ins' })}
      summary={t(
        {
          id: 'motivationRadar.history.summary',
          defaultMessage: '{count, plural, one {# check-in} other {# check-ins}}',
        },
        { count: checkIns.length },
      )}
    >
      <ul className="divide-y" aria-label={t({ id: 'motivationRadar.history.list', defaultMessage: 'Your check-ins' })}>
        {newestFirst(checkIns).map((checkIn) => (
          <li key={checkIn.week} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0 space-y-1">
              <p className="font-medium">
                {weekLabel(checkIn.week)}{' '}
                <span className="text-sm font-normal text-muted-foreground">
                  {t(
                    { id: 'motivationRadar.history.average', defaultMessage: 'Average {average}' },
                    { average: one(scoresAverage(checkIn)) },
                  )}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">
                {SCORE_KEYS.map((key) => `${texts[key].label} ${checkIn[key]}`).join(' · ')}
              </p>
              {checkIn.note && <p className="text-sm break-words whitespace-pre-line">{checkIn.note}</p>}
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={t(
                { id: 'motivationRadar.history.editFor', defaultMessage: 'Edit the check-in for {week}' },
                { week: weekLabel(checkIn.week) },
              )}
              onClick={(event) => onEdit(checkIn.week, event.currentTarget)}
            >
              {t({ id: 'motivationRadar.history.edit', defaultMessage: 'Edit' })}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={!canAddPast}
        onClick={(event) => onAddPast(event.currentTarget)}
      >
        <Plus aria-hidden="true" className="mr-1.5 size-4" />
        {t({ id: 'motivationRadar.history.addPast', defaultMessage: 'Add a past week' })}
      </Button>
    </SectionCard>
  );
}
