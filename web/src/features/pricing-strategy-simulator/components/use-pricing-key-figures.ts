import type { PricingAnalysisData } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import { averagePrice, revenueMaximisingFactor } from '@core/tools/pricing-strategy-simulator/demand-model';
import { unitEconomics } from '@core/tools/pricing-strategy-simulator/unit-economics';
import { useT } from '@/lib/i18n/use-t';
import { usePricingFormat } from './use-pricing-format';

/**
 * The analysis's key figures for the bar of a narrow screen: the revenue-maximising change on today's prices, and
 * what a customer is worth (LTV) and how long they take to pay back their CAC at today's prices.
 */
export function usePricingKeyFigures(data: PricingAnalysisData | null, currency: PricingAnalysisData['currency']) {
  const t = useT();
  const format = usePricingFormat(currency);
  if (data === null) return [];
  const factor = revenueMaximisingFactor(data.tiers, data.demand);
  const today = unitEconomics({ price: averagePrice(data.tiers), ...data.economics });
  return [
    {
      label: t({ id: 'pricing.keyFigures.best', defaultMessage: 'Best price' }),
      value:
        factor === null ? t({ id: 'pricing.keyFigures.noBest', defaultMessage: 'No peak' }) : format.change(factor),
    },
    {
      label: t({ id: 'pricing.economics.ltv', defaultMessage: 'Lifetime value (LTV)' }),
      value: format.formatWhole(today.ltv),
    },
    {
      label: t({ id: 'pricing.economics.payback', defaultMessage: 'CAC payback' }),
      value:
        today.paybackMonths === null
          ? t({ id: 'pricing.economics.never', defaultMessage: 'Never' })
          : t(
              { id: 'pricing.economics.months', defaultMessage: '{months} months' },
              { months: format.decimal(today.paybackMonths) },
            ),
    },
  ];
}
