/**
 * The NVCA model term sheet's wording ("Term Sheet for Series A Preferred Stock Financing", nvca.org/model-legal-
 * documents), each clause's alternatives as the form writes them, with their brackets kept and their blanks filled as
 * a draft would be: how lawyers write term sheets, for the clause finder's tests. The brackets are the form's: a
 * draft often keeps them around the figures it fills in.
 */
export const NVCA_DIVIDENDS = {
  asConverted:
    'Dividends: [Alternative 1: Dividends will be paid on the Series A Preferred on an as-converted basis when, as, and if paid on the Common Stock.]',
  nonCumulative:
    'Dividends: [Alternative 2: Non-cumulative dividends will be paid on the Series A Preferred in an amount equal to $[0.08] per share of Series A Preferred when, as and if declared by the Board.]',
  cumulative:
    'Dividends: [Alternative 3: The Series A Preferred will carry an annual [8]% cumulative dividend [payable upon a liquidation or redemption]. For any other dividends or distributions, participation with Common Stock on an as-converted basis.]',
} as const;

export const NVCA_LIQUIDATION = {
  nonParticipating:
    'Liquidation Preference: In the event of any liquidation, dissolution or winding up of the Company, the proceeds shall be paid as follows: [Alternative 1 (non-participating Preferred Stock): First pay [one] times the Original Purchase Price [plus declared and unpaid dividends] on each share of Series A Preferred (or, if greater, the amount that the Series A Preferred would receive on an as-converted basis). The balance of any proceeds shall be distributed pro rata to holders of Common Stock.]',
  fullParticipating:
    'Liquidation Preference: In the event of any liquidation, dissolution or winding up of the Company, the proceeds shall be paid as follows: [Alternative 2 (full participating Preferred Stock): First pay [one] times the Original Purchase Price [plus declared and unpaid dividends] on each share of Series A Preferred. Thereafter, the Series A Preferred participates with the Common Stock pro rata on an as-converted basis.]',
  capped:
    'Liquidation Preference: In the event of any liquidation, dissolution or winding up of the Company, the proceeds shall be paid as follows: [Alternative 3 (cap on Preferred Stock participation rights): First pay [one] times the Original Purchase Price [plus declared and unpaid dividends] on each share of Series A Preferred. Thereafter, Series A Preferred participates with Common Stock pro rata on an as-converted basis until the holders of Series A Preferred receive an aggregate of [three] times the Original Purchase Price (including the amount paid pursuant to the preceding sentence).]',
} as const;

/** The model's deemed liquidation event: the paragraph after the alternatives, in the same section. */
export const NVCA_DEEMED_LIQUIDATION =
  'A merger or consolidation (other than one in which stockholders of the Company own a majority by voting power of the outstanding shares of the surviving or acquiring corporation) and a sale, lease, transfer, exclusive license or other disposition of all or substantially all of the assets of the Company will be treated as a liquidation event (a "Deemed Liquidation Event"), thereby triggering payment of the liquidation preferences described above [unless the holders of [60]% of the Series A Preferred elect otherwise].';

const WEIGHTED_AVERAGE = `Anti-dilution Provisions: In the event that the Company issues additional securities at a purchase price less than the current Series A Preferred conversion price, such conversion price shall be adjusted in accordance with the following formula:
[Alternative 1: "Typical" weighted average:
CP2 = CP1 * (A+B) ÷ (A+C)
CP2 = Series A Conversion Price in effect immediately after new issue
CP1 = Series A Conversion Price in effect immediately prior to new issue
A = Number of shares of Common Stock deemed to be outstanding immediately prior to new issue (includes all shares of outstanding common stock, all shares of outstanding preferred stock on an as-converted basis, and all outstanding options on an as-exercised basis; and does not include any convertible securities converting into this round of financing)
B = Aggregate consideration received by the Corporation with respect to the new issue divided by CP1
C = Number of shares of stock issued in the subject transaction]`;

export const NVCA_ANTI_DILUTION = {
  weightedAverage: WEIGHTED_AVERAGE,
  fullRatchet:
    'Anti-dilution Provisions: [Alternative 2: Full-ratchet – the conversion price will be reduced to the price at which the new shares are issued.]',
  none: 'Anti-dilution Provisions: [Alternative 3: No price-based anti-dilution protection.]',
} as const;

export const NVCA_REDEMPTION =
  'Redemption Rights: Unless prohibited by Delaware law governing distributions to stockholders, the Series A Preferred shall be redeemable at the option of holders of at least [60]% of the Series A Preferred commencing any time after [the fifth anniversary of the Closing] at a price equal to the Original Purchase Price [plus all accrued but unpaid dividends]. Redemption shall occur in three equal annual portions.';

/** The model's board: its seats listed one by one, filled as a 2–2–1 board (two investors, founder and CEO, one outside). */
export const NVCA_BOARD =
  'Board of Directors: At the initial Closing, the Board shall consist of [five] members comprised of (i) [Dana Reyes] as [the representative designated by Acme Ventures, as the lead Investor], (ii) [Lee Park] as the representative designated by the remaining Investors, (iii) [Sam Ortiz] as the representative designated by the Founders, (iv) the person then serving as the Chief Executive Officer of the Company, and (v) [one] person who is not employed by the Company and who is mutually acceptable [to the Founders and Investors][to the other directors].';

export const NVCA_DRAG_ALONG =
  'Drag Along: Holders of Preferred Stock and the Founders [and all current and future holders of greater than [1]% of Common Stock (assuming conversion of Preferred Stock and whether then held or subject to the exercise of options)] shall be required to enter into an agreement with the Investors that provides that such stockholders will vote their shares in favor of a Deemed Liquidation Event or transaction in which 50% or more of the voting power of the Company is transferred and which is approved by [the Board of Directors] [and the holders of [60]% of the outstanding shares of Preferred Stock, on an as-converted basis (the "Electing Holders")], so long as the liquidation preference of the Series A Preferred is paid in accordance with the Company\'s Certificate of Incorporation.';

/** The NVCA Voting Agreement's bracketed third approver, the common's majority (not the common the preferred converts into). */
export const NVCA_DRAG_ALONG_WITH_COMMON =
  'Drag Along: Holders of Preferred Stock and the Founders shall vote their shares in favor of a Sale of the Company approved by (i) the Board, (ii) the holders of [60]% of the shares of Common Stock then issued or issuable upon conversion of the Preferred Stock, and (iii) the holders of a majority of the then outstanding shares of Common Stock (other than those issued or issuable upon conversion of the shares of Preferred Stock).';

export const NVCA_PAY_TO_PLAY =
  'Pay-to-Play: [Unless the holders of [60]% of the Series A elect otherwise,] on any subsequent [down] round all [Major] Investors are required to purchase their pro rata share of the securities set aside by the Board for purchase by the [Major] Investors. All shares of Series A Preferred of any [Major] Investor failing to do so will automatically [lose anti-dilution rights] [lose right to participate in future rounds] [convert to Common Stock and lose the right to a Board seat if applicable].';

export const NVCA_PRO_RATA =
  'Right to Maintain Proportionate Ownership: All [Major] Investors shall have a pro rata right, based on their percentage equity ownership in the Company, to participate in subsequent issuances of equity securities of the Company.';

export const NVCA_REGISTRATION_RIGHTS =
  'Registration Rights: Registrable Securities: All shares of Common Stock issuable upon conversion of the Series A Preferred will be deemed "Registrable Securities." Demand Registration: Upon earliest of (i) [three-five] years after the Closing; or (ii) [six] months following an initial public offering, persons holding [60]% of the Registrable Securities may request [two] (consummated) registrations by the Company of their shares.';

export const NVCA_FOUNDERS_STOCK = {
  noCredit:
    "Founders' Stock: All Founders to own stock outright subject to Company right to buyback at cost. Buyback right for [100]% for first [12 months] after Closing; thereafter, right lapses in equal [monthly] increments over following [36] months.",
  credit:
    "Founders' Stock: All Founders to own stock outright subject to Company right to buyback at cost. Buyback right for [75]% for first [12 months] after Closing; thereafter, right lapses in equal [monthly] increments over following [24] months.",
} as const;

export const NVCA_NON_COMPETE =
  'Non-Competition and Non-Solicitation Agreements: Each Founder and key employee will enter into a [one] year non-competition and non-solicitation agreement in substantially the form reasonably acceptable to the Investors.';
