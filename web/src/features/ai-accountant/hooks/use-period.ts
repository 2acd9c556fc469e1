import { financialYearOf, isRealDate, periodRange, type DateRange, type Period } from '@core/tools/ai-accountant/periods';
import { useEffect, useMemo, useState } from 'react';

/** Today as an ISO date, in the browser's time zone. */
const todayOf = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export type PeriodState = {
  /** Today, once the browser has said (null while the page is drawn on the server: no clock in render). */
  today: string | null;
  period: Period | null;
  setPeriod: (period: Period) => void;
  /** The period's days, when it is a valid range (a custom range ending before it starts is not). */
  range: DateRange | null;
};

/** The period the books are shown for: the current financial year at first. */
export function usePeriod(): PeriodState {
  const [today, setToday] = useState<string | null>(null);
  const [period, setPeriod] = useState<Period | null>(null);
  useEffect(() => {
    const now = todayOf(new Date());
    setToday(now);
    setPeriod((current) => current ?? { kind: 'financial-year', startYear: financialYearOf(now) });
  }, []);
  const range = useMemo(() => {
    if (!period) return null;
    const candidate = periodRange(period);
    return isRealDate(candidate.from) && isRealDate(candidate.to) && candidate.from <= candidate.to ? candidate : null;
  }, [period]);
  return { today, period, setPeriod, range };
}
