import type { Currency } from '@core/tools/money';
import type { PricingAnalysisData } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { Translate } from '@/lib/i18n/use-t';
import { sampleName } from '@/lib/sample-name';

/**
 * How many of the currency the sample's dollar prices are: an invented illustration, labelled as a sample, priced as
 * the market sizer's sample is (a $100 seat is €90, £80, ₹2,000).
 */
const SCALE: Record<Currency, number> = { USD: 1, EUR: 0.9, GBP: 0.8, INR: 20 };

/** Five respondents' Van Westendorp answers in dollars (too cheap, cheap, expensive, too expensive), invented. */
const ANSWERS = [
  [10, 20, 50, 80],
  [15, 25, 60, 100],
  [10, 30, 60, 90],
  [20, 35, 70, 120],
  [5, 20, 45, 75],
] as const;

/**
 * 'Try a sample' of the pricing simulator (ADR 0072, 0075): three tiers of a subscription, every tier named as a
 * sample, in the currency the analysis is in, with five survey answers. In dollars:
 * - today's average price (ARPU) 50 % × $20 + 30 % × $50 + 20 % × $100 = 10 + 15 + 20 = $45; 400 customers: $18,000
 *   a month;
 * - 8 % of customers lost per 10 % rise: revenue is highest at 0.5 + 5 / 8 = 1.125 × today's prices, +12.5 %:
 *   400 × (1 − 0.8 × 0.125) = 360 customers at an ARPU of 45 × 1.125 = $50.625, 360 × 50.625 = $18,225 a month;
 * - unit economics at today's prices: gross profit 45 × 80 % = $36 a month; LTV 36 / 4 % = $900; a CAC of $360 is
 *   paid back in 360 / 36 = 10 months; LTV:CAC 900 / 360 = 2.5 : 1 (in rupees, × 20: ARPU ₹900, LTV ₹18,000).
 */
export function pricingSampleOf(currency: Currency, t: Translate): PricingAnalysisData {
  const price = (dollars: number) => dollars * SCALE[currency];
  const tier = (id: string, name: string, dollars: number, share: number) => ({
    id,
    name: sampleName(t, name),
    price: price(dollars),
    share,
  });
  return {
    currency,
    tiers: [
      tier('tier-1', t({ id: 'pricing.sample.basic', defaultMessage: 'Basic' }), 20, 50),
      tier('tier-2', t({ id: 'pricing.sample.pro', defaultMessage: 'Pro' }), 50, 30),
      tier('tier-3', t({ id: 'pricing.sample.business', defaultMessage: 'Business' }), 100, 20),
    ],
    demand: { customers: 400, lossPer10Percent: 8 },
    economics: { grossMargin: 80, monthlyChurn: 4, cac: price(360) },
    answers: ANSWERS.map(([tooCheap, cheap, expensive, tooExpensive]) => [
      price(tooCheap),
      price(cheap),
      price(expensive),
      price(tooExpensive),
    ]),
  };
}
