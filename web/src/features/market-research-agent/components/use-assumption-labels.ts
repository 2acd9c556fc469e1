import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { BottomUpKey, TopDownKey } from '../hooks/market-form';

/** What each input of the sizing is called, in the page's language, in the order the page shows them. */
export function useAssumptionLabels() {
  const t = useT();
  return useMemo(
    () => ({
      topDown: [
        ['customers', t({ id: 'marketResearch.topDown.customers', defaultMessage: 'Potential customers' })],
        ['annualSpend', t({ id: 'marketResearch.topDown.annualSpend', defaultMessage: 'Yearly spend per customer' })],
        [
          'serviceablePercent',
          t({ id: 'marketResearch.topDown.serviceable', defaultMessage: 'Share you can serve (%)' }),
        ],
        ['obtainablePercent', t({ id: 'marketResearch.topDown.obtainable', defaultMessage: 'Share you can win (%)' })],
      ] as const satisfies readonly (readonly [TopDownKey, string])[],
      bottomUp: [
        ['customers', t({ id: 'marketResearch.bottomUp.customers', defaultMessage: 'Customers you can win' })],
        ['price', t({ id: 'marketResearch.bottomUp.price', defaultMessage: 'Price per purchase' })],
        [
          'purchasesPerYear',
          t({ id: 'marketResearch.bottomUp.purchases', defaultMessage: 'Purchases per customer a year' }),
        ],
      ] as const satisfies readonly (readonly [BottomUpKey, string])[],
    }),
    [t],
  );
}

export type AssumptionLabels = ReturnType<typeof useAssumptionLabels>;
