import type { Currency } from '@core/tools/money';
import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useMoney } from '@/lib/use-money';

/** The planner's figures in the page's language: shares, percentages, money in the plan's currency, days (as the company writes them). */
export function usePlanFormat(currency: Currency) {
  const intl = useI18n();
  const money = useMoney(currency);
  const { calendarDate } = useFormat();
  return useMemo(
    () => ({
      money,
      shares: (shares: number) => intl.formatNumber(shares, { maximumFractionDigits: 0 }),
      percent: (percent: number) => intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 }),
      /** A price per share: cents are too coarse for a share, so up to four decimals. */
      price: (price: number) =>
        intl.formatNumber(price, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          maximumFractionDigits: 4,
        }),
      date: calendarDate,
    }),
    [intl, money, currency, calendarDate],
  );
}

export type PlanFormat = ReturnType<typeof usePlanFormat>;
