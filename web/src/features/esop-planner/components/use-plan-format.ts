import type { Currency } from '@core/tools/money';
import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';

/** The planner's figures in the page's language: shares, percentages, money in the plan's currency, days. */
export function usePlanFormat(currency: Currency) {
  const intl = useI18n();
  const money = useMoney(currency);
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
      date: (iso: string) => intl.formatDate(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [intl, money, currency],
  );
}

export type PlanFormat = ReturnType<typeof usePlanFormat>;
