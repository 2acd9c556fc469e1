import { isoWeekMonday, isoWeekSunday } from '@core/dates/iso-week';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';

/** A week as the page says it: 'Week 49 (Nov 30 – Dec 6, 2026)', its Monday to its Sunday. */
export function useWeekLabel() {
  const t = useT();
  const format = useFormat();
  return useCallback(
    (week: string) =>
      t(
        { id: 'motivationRadar.week.label', defaultMessage: 'Week {number} ({from} – {to})' },
        {
          number: Number(week.slice(6)),
          from: format.calendarDate(isoWeekMonday(week)),
          to: format.calendarDate(isoWeekSunday(week)),
        },
      ),
    [t, format],
  );
}
