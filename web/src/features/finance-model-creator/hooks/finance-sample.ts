import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import type { Currency } from '@core/tools/money';
import type { Translate } from '@/lib/i18n/use-t';
import { sampleName } from '@/lib/sample-name';

/**
 * How many of the currency the sample's dollar figures are. An invented illustration, labelled as a sample: a
 * founder's pay of $6,000 a month is ₹60,000 in the rupee sample.
 */
const SCALE: Record<Currency, number> = { USD: 1, EUR: 1, GBP: 1, INR: 10 };

/**
 * 'Try a sample' of the finance model (ADR 0072, 0075): a subscription business over 24 months, every line named as
 * a sample, in the currency the model is in. In dollars: $300,000 in the bank; $5,000 of MRR growing 12 % and
 * churning 2 % (× 1.1 a month); cost of revenue 20 % and payment fees 3 %, so each month keeps 77 % of its revenue;
 * two founders at $6,000 and software at $1,000 from month 1, an engineer at $7,000 from month 7; a $500,000 seed
 * round in month 12.
 * - Break-even: from month 7 the fixed costs are $20,000, covered once 0.77 × revenue ≥ $20,000, revenue ≥ $25,974:
 *   month 18 earns 5,000 × 1.1¹⁷ = $25,272, month 19 earns 5,000 × 1.1¹⁸ = $27,800 → month 19.
 * - Cash at the end: revenue over 24 months 5,000 × (1.1²⁴ − 1) / 0.1 = 5,000 × 88.4973 = $442,487, of which 77 %
 *   = $340,715 is kept; fixed costs 2 × 6,000 × 24 + 7,000 × 18 + 1,000 × 24 = $438,000; 300,000 + 500,000 −
 *   (438,000 − 340,715) = $702,715 (₹70,27,147 in rupees, × 10). The cash never goes below zero: no runway limit.
 */
export function financeSampleOf(currency: Currency, t: Translate): FinanceModel {
  const amount = (dollars: number) => dollars * SCALE[currency];
  const name = (text: string) => sampleName(t, text);
  return {
    currency,
    months: 24,
    startingCash: amount(300_000),
    costOfRevenuePercent: 20,
    streams: [
      {
        id: 'stream-1',
        name: name(t({ id: 'financeModel.default.stream', defaultMessage: 'Subscriptions' })),
        kind: 'recurring',
        start: amount(5_000),
        price: 0,
        growthPercent: 12,
        churnPercent: 2,
      },
    ],
    headcount: [
      {
        id: 'role-1',
        role: name(t({ id: 'financeModel.sample.ceo', defaultMessage: 'Founder, CEO' })),
        monthlyCost: amount(6_000),
        startMonth: 1,
      },
      {
        id: 'role-2',
        role: name(t({ id: 'financeModel.sample.cto', defaultMessage: 'Founder, CTO' })),
        monthlyCost: amount(6_000),
        startMonth: 1,
      },
      {
        id: 'role-3',
        role: name(t({ id: 'financeModel.sample.engineer', defaultMessage: 'Engineer' })),
        monthlyCost: amount(7_000),
        startMonth: 7,
      },
    ],
    expenses: [
      {
        id: 'expense-1',
        name: name(t({ id: 'financeModel.default.expense', defaultMessage: 'Software and tools' })),
        kind: 'fixed',
        value: amount(1_000),
      },
      {
        id: 'expense-2',
        name: name(t({ id: 'financeModel.sample.paymentFees', defaultMessage: 'Payment fees' })),
        kind: 'percent',
        value: 3,
      },
    ],
    funding: [
      {
        id: 'funding-1',
        name: name(t({ id: 'financeModel.default.funding', defaultMessage: 'Seed round' })),
        month: 12,
        amount: amount(500_000),
      },
    ],
  };
}
