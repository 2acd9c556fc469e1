import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/use-t';

/** Says how many filings the calendar added (none when the user already has every one). */
export function useCalendarAddedToast(): (added: number) => void {
  const t = useT();
  return useCallback(
    (added) =>
      toast.success(
        t(
          {
            id: 'yourAiCa.calendar.added',
            defaultMessage:
              '{count, plural, =0 {You already have every filing of the calendar.} one {# filing added.} other {# filings added.}}',
          },
          { count: added },
        ),
      ),
    [t],
  );
}
