import { financialYearOf } from '@core/dates/financial-year';
import { checkPeriod, type PeriodProblem } from '@core/tools/ai-accountant/accountant-contracts';
import { PERIOD_PARAMS, periodFromParams, periodToParams } from '@core/tools/ai-accountant/period-params';
import type { DateRange, Period } from '@core/tools/ai-accountant/periods';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanySettings } from '@/lib/company-settings';
import { useToday } from '@/lib/use-today';

export type PeriodState = {
  /** Today, in the browser (null while the page is drawn on the server and hydrated: no clock in the first render). */
  today: string | null;
  period: Period | null;
  setPeriod: (period: Period) => void;
  /** The period's days, when the books can be read over them (a custom range ending before it starts cannot). */
  range: DateRange | null;
  /** Why they cannot, said by core, by the custom date it is about. */
  problem: PeriodProblem | null;
};

/**
 * The period the books are shown for: the one the address names (ADR 0051: a reload, Back and Forward keep it),
 * else the current financial year, which starts in the company's month (ADR 0074). The one just picked shows at once (the address follows a moment later); a
 * custom range that cannot be read yet (its end before its start) shows but stays out of the address. Either
 * gives way to the address when something else changes it.
 */
export function usePeriod(): PeriodState {
  const today = useToday();
  const { fiscalYearStartMonth } = useCompanySettings();
  const [search, setSearch] = useSearchParams();
  const address = search.toString();
  const [picked, setPicked] = useState<{ period: Period; addresses: string[] } | null>(null);
  const named = useMemo(
    () => periodFromParams(new URLSearchParams(address), fiscalYearStartMonth),
    [address, fiscalYearStartMonth],
  );
  const chosen = picked?.addresses.includes(address) ? picked.period : named;
  const period = useMemo<Period | null>(
    () =>
      today ? (chosen ?? { kind: 'financial-year', startYear: financialYearOf(today, fiscalYearStartMonth) }) : null,
    [today, chosen, fiscalYearStartMonth],
  );
  const { range, problem } = useMemo(
    () => (period ? checkPeriod(period, fiscalYearStartMonth) : { range: null, problem: null }),
    [period, fiscalYearStartMonth],
  );

  const setPeriod = (next: Period) => {
    if (!checkPeriod(next, fiscalYearStartMonth).range) return setPicked({ period: next, addresses: [address] });
    const params = new URLSearchParams(address);
    for (const name of PERIOD_PARAMS) params.delete(name);
    for (const [name, value] of Object.entries(periodToParams(next))) params.set(name, value);
    setPicked({ period: next, addresses: [address, params.toString()] });
    setSearch(params, { replace: true });
  };
  return { today, period, setPeriod, range, problem };
}
