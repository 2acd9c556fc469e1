import type { Currency } from '@core/tools/money';
import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';

/** The simulator's numbers in the page's language: amounts in the analysis's currency, counts, percents, changes. */
export function usePricingFormat(currency: Currency) {
  const intl = useI18n();
  const money = useMoney(currency);
  return useMemo(
    () => ({
      ...money,
      count: (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 }),
      decimal: (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 }),
      /** A share 0–1 as a percent: '25%'. */
      percent: (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }),
      /** A price factor as the change from today: '−25%', '0%', '+20%'. */
      change: (factor: number) =>
        intl.formatNumber(factor - 1, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }),
    }),
    [intl, money],
  );
}

export type PricingFormat = ReturnType<typeof usePricingFormat>;
