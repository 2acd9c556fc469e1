import type { Currency } from '../money';
import type { TermSheetAnalysisData } from './analyses';
import { defaultExitValues } from './waterfall-inputs';

/** The sample's amounts as its text writes them, and its investment and post-money valuation as figures. */
type SampleAmounts = {
  investment: string;
  lead: string;
  pre: string;
  post: string;
  majorInvestor: string;
  legalFees: string;
  figures: { investment: number; postMoney: number };
};

/** The amounts of a term sheet in millions, with the currency's sign before them. */
const inMillions = (sign: string): SampleAmounts => ({
  investment: `${sign}4,000,000`,
  lead: `${sign}3,000,000`,
  pre: `${sign}16,000,000`,
  post: `${sign}20,000,000`,
  majorInvestor: `${sign}500,000`,
  legalFees: `${sign}35,000`,
  figures: { investment: 4_000_000, postMoney: 20_000_000 },
});

/**
 * The sample's amounts in each currency: the same round in dollars, euros and pounds; in rupees an Indian Series A
 * written as Indian term sheets write it, in crore and lakh (₹32 crore of ₹160 crore post-money: 20 %, as in dollars).
 */
const AMOUNTS: Record<Currency, SampleAmounts> = {
  USD: inMillions('$'),
  EUR: inMillions('€'),
  GBP: inMillions('£'),
  INR: {
    investment: '₹32 crore',
    lead: '₹24 crore',
    pre: '₹128 crore',
    post: '₹160 crore',
    majorInvestor: '₹4 crore',
    legalFees: '₹28 lakh',
    figures: { investment: 320_000_000, postMoney: 1_600_000_000 },
  },
};

/**
 * 'Try a sample term sheet': a Series A term sheet written for this project (a made-up company and fund, not
 * a real offer, no text taken from a published form), with clauses of every rating — most standard, some worth
 * negotiating, one red flag — and a capped participating preference for the waterfall to show; its amounts in
 * `currency`.
 */
export function sampleTermSheet(currency: Currency): string {
  const amounts = AMOUNTS[currency];
  return `SUMMARY OF TERMS FOR SERIES A PREFERRED STOCK
Lumen Labs, Inc. - a sample written for Founder Toolkit, not a real offer

Company: Lumen Labs, Inc. (the "Company").
Investors: Harbor Peak Ventures (the "Lead Investor") and other investors the Company accepts (together, the "Investors").
Amount of Investment: ${amounts.investment} in total, of which the Lead Investor will invest ${amounts.lead}.
Valuation: ${amounts.pre} pre-money, which is a post-money valuation of ${amounts.post}.

Dividends: Holders of Series A Preferred will be entitled to non-cumulative dividends at the rate of 6% of the Original Purchase Price per year, paid only when, as and if declared by the Board, and before any dividend on Common Stock.

Liquidation Preference: If the Company is liquidated, dissolved, wound up or sold, the holders of Series A Preferred will first receive one times (1x) the Original Purchase Price plus declared but unpaid dividends. After that, the Series A Preferred will share in what remains with the Common Stock on an as-converted basis, participating until the holders of Series A Preferred have received a total of three times (3x) the Original Purchase Price. A merger in which the stockholders of the Company lose control of it, or a sale of all or substantially all of its assets, will be treated as a liquidation (a "Deemed Liquidation Event").

Seniority: Any later series of Preferred Stock will rank pari passu with the Series A Preferred on a liquidation.

Conversion: Each share of Series A Preferred may be converted into Common Stock at any time at the holder's option, initially one for one. All Series A Preferred will convert automatically into Common Stock on a firm-commitment underwritten public offering, or when the holders of a majority of the Series A Preferred agree.

Anti-dilution: If the Company later issues shares at a lower price than the Series A, the conversion price of the Series A Preferred will be reduced to that lower price on a full ratchet basis, with customary exceptions.

Pay-to-Play: An Investor that does not buy its pro rata share of a later financing approved by the Board will have its Series A Preferred converted into Common Stock.

Redemption: The Series A Preferred is not redeemable.

Option Pool: Before the closing, the Company will reserve 15% of its post-closing fully diluted capital for future grants to employees; this pool is counted in the pre-money valuation.

Founder Vesting: The founders' shares vest over four (4) years with a one-year cliff, with credit for time already worked since the Company was founded. Double-trigger acceleration of 50% on a sale of the Company followed by a termination without cause.

Board of Directors: After the closing the Board will have three (3) members: two (2) directors elected by the holders of Common Stock, one of whom will be the CEO, and one (1) director designated by the Lead Investor.

Protective Provisions: While any Series A Preferred is outstanding, the Company needs the consent of the holders of a majority of the Series A Preferred to (i) change the rights of the Series A Preferred; (ii) create shares senior to or on a par with the Series A Preferred; (iii) change the number of authorized shares; (iv) pay dividends or buy back shares, other than from departing employees at cost; (v) sell the Company or substantially all of its assets; or (vi) change the size of the Board.

Pro Rata Rights: Each Major Investor (an Investor holding at least ${amounts.majorInvestor} of Series A Preferred) may buy its pro rata share of later equity offerings by the Company, with customary exceptions.

Information Rights: The Company will send each Major Investor annual financial statements within 120 days of the year end and quarterly unaudited financial statements within 45 days of the quarter end.

Registration Rights: The Investors will have customary demand, piggyback and S-3 registration rights for the Common Stock issued on conversion of their shares.

Right of First Refusal and Co-Sale: The Company first, and the Investors second, will have a right of first refusal on shares a founder proposes to sell, and the Investors may join such a sale on the same terms (co-sale).

Drag-Along: If the Board, the holders of a majority of the Series A Preferred and the holders of a majority of the Common Stock approve a sale of the Company, every stockholder will vote for it and sell on the same terms.

Non-Solicitation: For one year after leaving the Company, each founder will not solicit its employees or customers.

No-Shop: For 45 days after signing this term sheet, the Company will not solicit, encourage or negotiate another equity financing.

Expenses: The Company will pay the Lead Investor's reasonable legal fees at the closing, up to ${amounts.legalFees}.
Binding terms: Only the No-Shop and confidentiality terms are binding; the rest is a summary of intended terms.
`;
}

/** The sample term sheet in dollars. */
export const SAMPLE_TERM_SHEET = sampleTermSheet('USD');

/**
 * The sample as an analysis in `currency` (ADR 0075): its text and the waterfall the text describes — the
 * investment at the post-money valuation, 1x participating capped at 3x, exits from a quarter of the post-money
 * valuation to ten times it (what "Use the term sheet's figures" reads from it).
 */
export function sampleAnalysisOf(currency: Currency): TermSheetAnalysisData {
  const { figures } = AMOUNTS[currency];
  return {
    text: sampleTermSheet(currency),
    currency,
    waterfall: {
      series: [{ name: 'Series A', ...figures, multiple: 1, participation: 'capped', cap: 3 }],
      seniority: 'stacked',
      exitValues: defaultExitValues(figures.postMoney),
    },
  };
}
