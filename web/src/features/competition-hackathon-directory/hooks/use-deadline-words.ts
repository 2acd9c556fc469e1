import type { TrackedDeadlineView } from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/** A tracked deadline in words: its day in the company's order, and how far it is — days left, today, or passed. */
export function useDeadlineWords(): (deadline: Pick<TrackedDeadlineView, 'deadlineOn' | 'daysLeft'>) => {
  date: string;
  left: string;
  isPast: boolean;
} {
  const t = useT();
  const { calendarDate } = useFormat();
  return useCallback(
    ({ deadlineOn, daysLeft }) => ({
      date: calendarDate(deadlineOn),
      isPast: daysLeft < 0,
      left:
        daysLeft > 0
          ? t(
              {
                id: 'competitionDeadlines.daysLeft',
                defaultMessage: '{count, plural, one {# day left} other {# days left}}',
              },
              { count: daysLeft },
            )
          : daysLeft === 0
            ? t({ id: 'competitionDeadlines.today', defaultMessage: 'Today' })
            : t(
                {
                  id: 'competitionDeadlines.passed',
                  defaultMessage: '{count, plural, one {Passed # day ago} other {Passed # days ago}}',
                },
                { count: -daysLeft },
              ),
    }),
    [t, calendarDate],
  );
}
