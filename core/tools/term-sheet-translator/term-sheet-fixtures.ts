/** Term sheets written for the clause finder's tests: each worded its own way, with its own omissions. */

/** Investor-friendly terms, a table's layout (heading, tab, text), sentence-case headings, figures in digits and words. */
export const HARSH_TERM_SHEET = `Series Seed-2 Preferred - indicative terms

Investment amount\tUSD 10,000,000 from Crowbar Capital
Pre-money valuation\tUSD 15,000,000
Liquidation preference\tOn a liquidation or deemed liquidation event the Preferred receive 2.0x their original issue price, and then participate with the Common on an as-converted basis.
Dividends\tCumulative dividends accrue at 8% per year, compounding, payable on liquidation or redemption.
Anti-dilution\tNarrow-based weighted average adjustment.
Redemption\tAt the option of the holders of a majority of the Preferred at any time after three (3) years from the closing.
Employee pool\tAn unallocated pool of 25% of the fully diluted capital, created before the closing.
Board composition\tFive (5) directors: three (3) directors appointed by the Investors, one (1) director elected by the Common, and one (1) independent director.
Protective provisions\tConsent of the Investors is required to approve the annual budget, to hire or fire any executive officer, or to incur debt.
Pro rata\tThe Investors may purchase up to twice their pro rata share of any future financing (super pro-rata).
Drag-along\tIf the holders of a majority of the Preferred approve a sale, all stockholders must vote in favour and sell.
Vesting\tFounder shares re-vest over five years with an 18-month cliff; no credit for time served.
No-shop\tThe Company will not solicit other offers for ninety (90) days.`;

/** Prose paragraphs without headings, an Indian round in crore, a 1.5x preference and several clauses left out. */
export const PROSE_TERM_SHEET = `Bright Tiffin Pvt. Ltd. proposes to raise a seed round on the terms below.

The investors will invest ₹5 crore in aggregate, at a post-money valuation of ₹25 crore.

In the event of any liquidation, the investors will receive 1.5x their investment before any payment to the promoters, but will not participate further; they may instead convert and share as equity holders.

The investors will have a right of first refusal over any transfer by the promoters, and a tag-along (co-sale) right.`;

/** Terms in a numbered list, a post-money SAFE-like valuation, a 1x non-participating preference written out, a capped participation. */
export const NUMBERED_TERM_SHEET = `1. Offering: Series A Preferred Shares.
2. Amount of the Financing: $1.5M.
3. Post-Money Valuation: $9M, including an option pool of 10% available after the closing.
4. Liquidation Preference: one times the Original Purchase Price, plus declared but unpaid dividends, and thereafter participating pro rata with the Common, subject to a cap of 2.5x the Original Purchase Price in total.
5. Anti-Dilution Protection: Broad-based weighted average.
6. Information Rights: Monthly management accounts and annual audited financial statements.
7. Exclusivity: 30 days.`;
