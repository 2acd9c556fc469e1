import { financialYearOf, isRealDate, periodRange, type DateRange, type Period } from '@core/tools/ai-accountant/periods';
import { useMemo, useState, useSyncExternalStore } from 'react';

/** Today as an ISO date, in the browser's time zone. */
const todayOf = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Today's date is read once per render; nothing tells of its change. */
const noChanges = () => () => {};

export type PeriodState = {
  /** Today, in the browser (null while the page is drawn on the server and hydrated: no clock in the first render). */
  today: string | null;
  period: Period | null;
  setPeriod: (period: Period) => void;
  /** The period's days, when it is a valid range (a custom range ending before it starts is not). */
  range: DateRange | null;
};

/** The period the books are shown for: the current financial year until the user picks another. */
export function usePeriod(): PeriodState {
  // The server's render and hydration read null (the server's snapshot), then the browser's day: no mismatch.
  const today = useSyncExternalStore(noChanges, () => todayOf(new Date()), () => null);
  const [chosen, setPeriod] = useState<Period | null>(null);
  const current = useMemo<Period | null>(() => (today ? { kind: 'financial-year', startYear: financialYearOf(today) } : null), [today]);
  const period = chosen ?? current;
  const range = useMemo(() => {
    if (!period) return null;
    const candidate = periodRange(period);
    return isRealDate(candidate.from) && isRealDate(candidate.to) && candidate.from <= candidate.to ? candidate : null;
  }, [period]);
  return { today, period, setPeriod, range };
}
