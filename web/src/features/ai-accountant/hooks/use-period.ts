import { financialYearOf, isRealDate, periodRange, type DateRange, type Period } from '@core/tools/ai-accountant/periods';
import { useMemo, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** Today as an ISO date, in the browser's time zone. */
const todayOf = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export type PeriodState = {
  /** Today, once hydrated (null while the page is drawn on the server and hydrated: no clock in the first render). */
  today: string | null;
  period: Period | null;
  setPeriod: (period: Period) => void;
  /** The period's days, when it is a valid range (a custom range ending before it starts is not). */
  range: DateRange | null;
};

/** The period the books are shown for: the current financial year until the user picks another. */
export function usePeriod(): PeriodState {
  const hydrated = useHydrated();
  const today = useMemo(() => (hydrated ? todayOf(new Date()) : null), [hydrated]);
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
