import type { MarketData } from '@core/tools/market-research-agent/market-documents';
import type { Currency } from '@core/tools/money';
import type { Translate } from '@/lib/i18n/use-t';

/**
 * The price of one purchase in the sample, a month of clinic software for one seat. Invented illustration,
 * labelled as a sample; the rupee price follows the e2e journey's Indian clinic ('two seats at ₹1,000 a month').
 */
const MONTHLY_PRICE: Record<Currency, number> = { USD: 100, EUR: 90, GBP: 80, INR: 2000 };

/**
 * 'Try a sample' of the market sizer (ADR 0072): clinic software sold by the month — an invented illustration,
 * every note saying it is a sample, in the currency the market is in. Yearly spend = 12 monthly purchases.
 * In dollars: TAM 500,000 × $1,200 = $600,000,000; SAM 40 % = $240,000,000; SOM 2.5 % = $6,000,000; bottom-up
 * 2,000 × $100 × 12 = $2,400,000, 40 % of the SOM.
 */
export function marketSampleOf(currency: Currency, t: Translate): MarketData {
  const note = t({ id: 'marketResearch.sample.note', defaultMessage: 'Sample figure: replace it with your source' });
  const price = MONTHLY_PRICE[currency];
  const sample = (value: number) => ({ value, note });
  return {
    currency,
    topDown: {
      customers: sample(500_000),
      annualSpend: sample(price * 12),
      serviceablePercent: sample(40),
      obtainablePercent: sample(2.5),
    },
    bottomUp: { customers: sample(2_000), price: sample(price), purchasesPerYear: sample(12) },
    overview: { text: '', aiDraft: false },
  };
}
