/**
 * The NVCA model documents' wording, quoted from the documents themselves, for the clause finder's tests. Each passage
 * is the form's text as written — its brackets, blanks ('[__]') and quotes kept, runs of spaces written as one — after
 * the heading the form writes in its table's first column ('Dividends: …'). Footnote markers are left out. Where a test
 * needs the blanks filled as a draft would fill them, it says so with `inDraft`, beside the test.
 *
 * Sources (see ADR 0087):
 * - S20: the NVCA model term sheet, "Last Updated July 2020" (the current one), as published in CommonAccord/Cmacc-Org
 *   at commit 5b2a96d1550e9f7baed9d71a2a9e2f9679ef8905, `Doc/G/NVCA/2020/TermSheet/99/NVCA-2020-Term-Sheet-1.docx`
 *   (word/document.xml; its non-breaking hyphens written as '-').
 * - S13: the pre-2020 NVCA model term sheet as converted by CommonAccord: CommonAccord/Site-Org,
 *   `Doc/core/form/agt/startup/nvca/ts/NVCA_Term_Sheet.html`, last version at commit
 *   4ee647ec03e2164fe494b1d796703916f16af734 (removed by commit 087a8dc40c4c43ef5dd1235df02e45e3e169308a). The
 *   conversion names each alternative by a key ('Liq.Alternative1=', 'Div.Alternative3='), quoted here without it; its
 *   dividends' Alternative 2 is the cumulative one and 3 the non-cumulative one, the reverse of S20.
 * - VA20: the NVCA model Voting Agreement (2020) in CommonAccord/Cmacc-Org, `Doc/G/NVCA/2020/Voting/Form/0.md` at commit
 *   e370b6b7a9ac52036f790ba43862ef04dee2c308 (Section 3.2, assembled from its keys `DragAlong.Engage.0.*`, its
 *   cross-references numbered as the form's list numbers them).
 * - VA25: the NVCA model Voting Agreement of October 1, 2025 in CommonAccord/Cmacc-Org,
 *   `Doc/G/NVCA/2025/Agt/Voting-25-01.md` at commit f98caba98c2ffc7faf32ace40b0c02611c9a67e8 (`DragAlong.Engage.0.sec`;
 *   its empty percentage parameter written as '[__]').
 *
 * Not in any of them: seniority between series. The NVCA term sheet has no such clause, and the NVCA model charter ranks
 * the series pari passu "for simplicity" (its footnote 16); the seniority tests are written for the tests.
 */

/** A passage with the form's blanks filled as a draft would: each [blank, filled] pair must be in the passage. */
export function inDraft(passage: string, ...fills: [blank: string, filled: string][]): string {
  return fills.reduce((text, [blank, filled]) => {
    if (!text.includes(blank)) throw new Error(`Not in the passage: ${blank}`);
    return text.replace(blank, filled);
  }, passage);
}

/** Dividends. S20's alternatives 1–3; S13's wording of the as-converted and non-cumulative ones. */
export const NVCA_DIVIDENDS = {
  /** S20, Dividends, Alternative 1. */
  asConverted:
    'Dividends: [Alternative 1: Dividends will be paid on the Series A Preferred on an as-converted basis when, as, and if paid on the Common Stock.]',
  /** S20, Dividends, Alternative 2. */
  nonCumulative:
    'Dividends: [Alternative 2: Non-cumulative dividends will be paid on the Series A Preferred in an amount equal to $[_____] per share of Series A Preferred when and if declared by the Board of Directors.]',
  /** S20, Dividends, Alternative 3. */
  cumulative:
    'Dividends: [Alternative 3: The Series A Preferred will carry an annual [__]% cumulative dividend [payable upon a liquidation or redemption]. For any other dividends or distributions, participation with Common Stock on an as-converted basis.]',
  /** S13, Dividends, 'Div.Alternative3' (its non-cumulative one). */
  nonCumulativeS13:
    'Dividends: Non-cumulative dividends will be paid on the Series A Preferred in an amount equal to $[_____] per share of Series A Preferred when and if declared by the Board.]',
} as const;

const LIQUIDATION_OPENING =
  'Liquidation Preference: In the event of any liquidation, dissolution or winding up of the Company, the proceeds shall be paid as follows:';

/** Liquidation preference, S13: the opening sentence, then 'Liq.Alternative1'–'3'. */
export const NVCA_LIQUIDATION = {
  nonParticipating: `${LIQUIDATION_OPENING}\n(non-participating Preferred Stock): First pay [one] times the Original Purchase Price [plus accrued dividends] [plus declared and unpaid dividends] on each share of Series A Preferred (or, if greater, the amount that the Series A Preferred would receive on an as-converted basis). The balance of any proceeds shall be distributed pro rata to holders of Common Stock.`,
  fullParticipating: `${LIQUIDATION_OPENING}\n(full participating Preferred Stock): First pay [one] times the Original Purchase Price [plus accrued dividends] [plus declared and unpaid dividends] on each share of Series A Preferred. Thereafter, the Series A Preferred participates with the Common Stock pro rata on an as-converted basis.`,
  capped: `${LIQUIDATION_OPENING}\n(cap on Preferred Stock participation rights): First pay [one] times the Original Purchase Price [plus accrued dividends] [plus declared and unpaid dividends] on each share of Series A Preferred. Thereafter, Series A Preferred participates with Common Stock pro rata on an as-converted basis until the holders of Series A Preferred receive an aggregate of [_____] times the Original Purchase Price (including the amount paid pursuant to the preceding sentence).`,
} as const;

/** Liquidation preference, S20: the opening sentence, then Alternatives 1–3. */
export const NVCA_LIQUIDATION_2020 = {
  nonParticipating: `${LIQUIDATION_OPENING}\n[Alternative 1 (non-participating Preferred Stock): First pay [__ times] the Original Purchase Price [plus [accrued and] declared and unpaid dividends] on each share of Series A Preferred (or, if greater, the amount that the Series A Preferred would receive on an as-converted basis). The balance of any proceeds shall be distributed pro rata to holders of Common Stock.]`,
  fullParticipating: `${LIQUIDATION_OPENING}\n[Alternative 2 (full participating Preferred Stock): First pay [___ times] the Original Purchase Price [plus accrued and declared and unpaid dividends] on each share of Series A Preferred. Thereafter, the Series A Preferred participates with the Common Stock pro rata on an as-converted basis.]`,
  capped: `${LIQUIDATION_OPENING}\n[Alternative 3 (cap on Preferred Stock participation rights): First pay [___ times] the Original Purchase Price [plus accrued and declared and unpaid dividends] on each share of Series A Preferred. Thereafter, Series A Preferred participates with Common Stock pro rata on an as-converted basis until the holders of Series A Preferred receive an aggregate of [_____] times the Original Purchase Price (including the amount paid pursuant to the preceding sentence).]`,
} as const;

/** The deemed liquidation event: the paragraph after the alternatives, in the liquidation preference's section. */
export const NVCA_DEEMED_LIQUIDATION = {
  /** S13. */
  s13: 'A merger or consolidation (other than one in which stockholders of the Company own a majority by voting power of the outstanding shares of the surviving or acquiring corporation) and a sale, lease, transfer, exclusive license or other disposition of all or substantially all of the assets of the Company will be treated as a liquidation event (a “Deemed Liquidation Event”), thereby triggering payment of the liquidation preferences described above [unless the holders of [___]% of the Series A Preferred elect otherwise].',
  /** S20 (its first sentence). */
  s20: 'A merger or consolidation (other than one in which stockholders of the Company own a majority by voting power of the outstanding shares of the surviving or acquiring corporation) or a sale, lease, transfer, exclusive license or other disposition of all or substantially all of the assets of the Company will be treated as a liquidation event (a “Deemed Liquidation Event”), thereby triggering payment of the liquidation preferences described above unless the holders of [___]% of the Series A Preferred elect otherwise (the “Requisite Holders”).',
} as const;

const ANTI_DILUTION_OPENING =
  'Anti-dilution Provisions: In the event that the Company issues additional securities at a purchase price less than the current Series A Preferred conversion price, such conversion price shall be adjusted in accordance with the following formula:';
const OUTSTANDING_BEFORE =
  'Number of shares of Common Stock deemed to be outstanding immediately prior to new issue (includes all shares of outstanding common stock, all shares of outstanding preferred stock on an as-converted basis, and all outstanding options on an as-exercised basis; and does not include any convertible securities converting into this round of financing)';

/**
 * Anti-dilution. S13 has three alternatives; S20 only the weighted average, its table's columns kept as tabs, and its
 * footnote 11: "The most broad based formula would include shares reserved in the option pool; a narrower base would
 * exclude options or other convertibles. The formula above is the most typical."
 */
export const NVCA_ANTI_DILUTION = {
  /** S13, Alternative 1. */
  weightedAverage: `${ANTI_DILUTION_OPENING}
[Alternative 1: “Typical” weighted average:
CP2 = CP1 * (A+B) / (A+C)
CP2 = Series A Conversion Price in effect immediately after new issue
CP1 = Series A Conversion Price in effect immediately prior to new issue
A = ${OUTSTANDING_BEFORE}
B = Aggregate consideration received by the Corporation with respect to the new issue divided by CP
C = Number of shares of stock issued in the subject transaction]`,
  /** S13, Alternative 2 (not in S20). */
  fullRatchet:
    'Anti-dilution Provisions: [Alternative 2: Full-ratchet – the conversion price will be reduced to the price at which the new shares are issued.]',
  /** S13, Alternative 3 (not in S20). */
  none: 'Anti-dilution Provisions: [Alternative 3: No price-based anti-dilution protection.]',
  /** S20: the formula alone. */
  formula2020: `${ANTI_DILUTION_OPENING}
CP2 = CP1 * (A+B) / (A+C)
Where:
CP2 \t=\tSeries A Conversion Price in effect immediately after new issue
CP1\t=\tSeries A Conversion Price in effect immediately prior to new issue
A\t=\t${OUTSTANDING_BEFORE}
B\t=\tAggregate consideration received by the Company with respect to the new issue divided by CP1
C\t=\tNumber of shares of stock issued in the subject transaction`,
} as const;

export const NVCA_REDEMPTION = {
  /** S13: the time is a blank. */
  s13: 'Redemption Rights: Unless prohibited by Delaware law governing distributions to stockholders, the Series A Preferred shall be redeemable at the option of holders of at least [__]% of the Series A Preferred commencing any time after [________] at a price equal to the Original Purchase Price [plus all accrued but unpaid dividends]. Redemption shall occur in three equal annual portions. Upon a redemption request from the holders of the required percentage of the Series A Preferred, all Series A Preferred shares shall be redeemed [(except for any Series A holders who affirmatively opt-out)].',
  /** S20: after "the five (5) year anniversary of the Closing". */
  s20: '[Redemption Rights: Unless prohibited by applicable law governing distributions to stockholders, the Series A Preferred shall be redeemable at the option of the Requisite Holders commencing any time after the five (5) year anniversary of the Closing at a price equal to the Original Purchase Price [plus all accrued/declared but unpaid dividends]. Redemption shall occur in three equal annual portions. Upon a redemption request from the holders of the required percentage of the Series A Preferred, all Series A Preferred shares shall be redeemed [(except for any Series A holders who affirmatively opt-out)].',
} as const;

/** The board, its seats listed one by one (Voting Agreement part of the term sheet). */
export const NVCA_BOARD = {
  /** S13: a seat designated by the Founders. */
  s13: 'Board of Directors: At the initial Closing, the Board shall consist of [______] members comprised of (i) [name] as [the representative designated by [____], as the lead Investor, (ii) [name] as the representative designated by the remaining Investors, (iii) [name] as the representative designated by the Founders, (iv) the person then serving as the Chief Executive Officer of the Company, and (v) [___] person(s) who are not employed by the Company and who are mutually acceptable [to the Founders and Investors][to the other directors].',
  /** S20: a seat designated by the Common Stockholders. */
  s20: 'Board of Directors: At the Closing, the Board of Directors shall consist of [______] members comprised of (i) [name] as [the representative designated by [____], as the lead Investor, (ii) [name] as the representative designated by the remaining Investors, (iii) [name] as the representative designated by the Common Stockholders, (iv) the person then serving as the Chief Executive Officer of the Company, and (v) [___] person(s) who are not employed by the Company and who are mutually acceptable [to the other directors].',
} as const;

/** The drag-along: the term sheets' clauses and the Voting Agreements' approvers. */
export const NVCA_DRAG_ALONG = {
  /** S13: approved by the Board and the Preferred ("Electing Holders"); the Founders bound, the common never asked. */
  s13: "[Drag Along: Holders of Preferred Stock and the Founders [and all future holders of greater than [1]% of Common Stock (assuming conversion of Preferred Stock and whether then held or subject to the exercise of options)] shall be required to enter into an agreement with the Investors that provides that such stockholders will vote their shares in favor of a Deemed Liquidation Event or transaction in which 50% or more of the voting power of the Company is transferred and which is approved by [the Board of Directors] [and the holders of ____% of the outstanding shares of Preferred Stock, on an as-converted basis (the “Electing Holders”)], so long as the liability of each stockholder in such transaction is several (and not joint) and does not exceed the stockholder's pro rata portion of any claim and the consideration to be paid to the stockholders in such transaction will be allocated as if the consideration were the proceeds to be distributed to the Company's stockholders in a liquidation under the Company's then-current Certificate of Incorporation.]",
  /** S20: approved by the Requisite Holders [and the holders of a majority of the common held by employees]. */
  s20: '[Drag Along: Holders of Preferred Stock and all current and future holders of greater than [1]% of Common Stock (assuming conversion of Preferred Stock and whether then held or subject to the exercise of options) shall be required to enter into an agreement with the Investors that provides that such stockholders will vote their shares in favor of a Deemed Liquidation Event or transaction in which 50% or more of the voting power of the Company is transferred and which is approved by [the Board of Directors] the Requisite Holders [and holders of a majority of the shares of Common Stock then held by employees of the Company (collectively with the Requisite Holders, the “Electing Holders”), so long as the liability of each stockholder in such transaction is several (and not joint) and does not exceed the stockholder’s pro rata portion of any claim and the consideration to be paid to the stockholders in such transaction will be allocated as if the consideration were the proceeds to be distributed to the Company’s stockholders in a liquidation under the Company’s then-current Charter, subject to customary limitations.]]',
  /** S20's bracket that adds the employees' common (the Electing Holders and the conditions with it) */
  s20CommonBracket:
    ' [and holders of a majority of the shares of Common Stock then held by employees of the Company (collectively with the Requisite Holders, the “Electing Holders”), so long as the liability of each stockholder in such transaction is several (and not joint) and does not exceed the stockholder’s pro rata portion of any claim and the consideration to be paid to the stockholders in such transaction will be allocated as if the consideration were the proceeds to be distributed to the Company’s stockholders in a liquidation under the Company’s then-current Charter, subject to customary limitations.]',
  /** VA20, Section 3.2 (under its section's title): (iii) the common held by Key Holders still providing services. */
  votingAgreement2020:
    'Drag-Along Right: In the event that (i) the holders of at least [specify percentage] of the shares of [Common Stock then issued or issuable upon conversion of the shares of] Preferred Stock (the “Selling Investors”); (ii) the Board; and (iii) the holders of a majority of the then outstanding shares of Common Stock (other than those issued or issuable upon conversion of the shares of Series A Preferred Stock) held by Key Holders who are then providing services to the Company as officers, employees or consultants voting as a separate class (collectively, (i)-(iii) are the “Electing Holders”) approve a Sale of the Company (which approval of the Electing Holders must be in writing), specifying that this Section 3 shall apply to such transaction, then, subject to satisfaction of each of the conditions set forth in Section 3.3 below, each Stockholder and the Company hereby agree:',
  /** VA20's approver (iii), left out as the form allows. */
  votingAgreement2020Common:
    ' and (iii) the holders of a majority of the then outstanding shares of Common Stock (other than those issued or issuable upon conversion of the shares of Series A Preferred Stock) held by Key Holders who are then providing services to the Company as officers, employees or consultants voting as a separate class (collectively, (i)-(iii) are the “Electing Holders”)',
  /** VA25, Section 3.1: (ii) the common held by Qualified Key Holders. */
  votingAgreement2025:
    'Drag-Along Right: In the event that [(i)] the holders of at least [__]% of [the shares of Common Stock then issued or issuable upon conversion of] the then-outstanding shares of Preferred Stock (the "Selling Investors"); [[and] (ii) the holders of [a majority] of the then outstanding shares of Common Stock [(other than those issued or issuable upon conversion of the shares of Preferred Stock)]] held by Qualified Key Holders voting as a separate class; [and [(iii)] the Board;] approve a Sale of the Company (which approval of the Selling Investors [and the holders described in clause (ii)] must be in writing), …',
} as const;

export const NVCA_PAY_TO_PLAY = {
  /** S13. */
  s13: '[Pay-to-Play: [Unless the holders of [__]% of the Series A elect otherwise,] on any subsequent [down] round all [Major] Investors are required to purchase their pro rata share of the securities set aside by the Board for purchase by the [Major] Investors. All shares of Series A Preferred of any [Major] Investor failing to do so will automatically [lose anti-dilution rights] [lose right to participate in future rounds] [convert to Common Stock and lose the right to a Board seat if applicable].]',
  /** S20 (its opening bracket is not closed in the form). */
  s20: '[Pay-to-Play: Unless the Requisite Holders elect otherwise, on any subsequent [down] round all holders of Series A Preferred Stock are required to purchase their pro rata share of the securities set aside by the Board of Directors for purchase by such holders. [A proportionate amount/all] of the shares of Series A Preferred of any holder failing to do so will automatically convert to Common Stock and lose corresponding preferred stock rights, such as the right to a Board seat if applicable.',
} as const;

/** The pro-rata right, under the heading both forms give it, whole. */
export const NVCA_PRO_RATA = {
  /** S13 (its parenthesis after "Anti-dilution Provisions” section of this Term Sheet" is not closed in the form). */
  s13: 'Right to Participate Pro Rata in Future Rounds: All [Major] Investors shall have a pro rata right, based on their percentage equity ownership in the Company (assuming the conversion of all outstanding Preferred Stock into Common Stock and the exercise of all options outstanding under the Company’s stock plans), to participate in subsequent issuances of equity securities of the Company (excluding those issuances listed at the end of the “Anti-dilution Provisions” section of this Term Sheet. In addition, should any [Major] Investor choose not to purchase its full pro rata share, the remaining [Major] Investors shall have the right to purchase the remaining pro rata shares.',
  /** S20. */
  s20: 'Right to Participate Pro Rata in Future Rounds: All [Major] Investors shall have a pro rata right, based on their percentage equity ownership in the Company (assuming the conversion of all outstanding Preferred Stock into Common Stock and the exercise of all options outstanding under the Company’s stock plans), to participate in subsequent issuances of equity securities of the Company (excluding those issuances listed at the end of the “Anti-dilution Provisions” section of this Term Sheet and shares issued in an IPO). In addition, should any [Major] Investor choose not to purchase its full pro rata share, the remaining [Major] Investors shall have the right to purchase the remaining pro rata shares.',
} as const;

/** Registration rights: Registrable Securities and Demand Registration, their rows written on one line. */
export const NVCA_REGISTRATION_RIGHTS = {
  /** S13 (its brackets around "and any other Common Stock" as the form has them). */
  s13: 'Registration Rights: Registrable Securities: All shares of Common Stock issuable upon conversion of the Series A Preferred [and [any other Common Stock held by the Investors] will be deemed “Registrable Securities.” Demand Registration: Upon earliest of (i) [three-five] years after the Closing; or (ii) [six] months following an initial public offering (“IPO”), persons holding [__]% of the Registrable Securities may request [one][two] (consummated) registrations by the Company of their shares.',
  /** S20. */
  s20: 'Registration Rights: Registrable Securities: All shares of Common Stock issuable upon conversion of the Series A Preferred and any other Common Stock held by the Investors will be deemed “Registrable Securities.” Demand Registration: Upon earliest of (i) [three (3)-five (5)] years after the Closing; or (ii) [six (6)] months following an initial public offering (“IPO”), persons holding [__]% of the Registrable Securities may request [one][two] (consummated) registrations by the Company of their shares.',
} as const;

export const NVCA_FOUNDERS_STOCK = {
  /** S13. */
  s13: 'Founders’ Stock: All Founders to own stock outright subject to Company right to buyback at cost. Buyback right for [__]% for first [12 months] after Closing; thereafter, right lapses in equal [monthly] increments over following [__] months.',
  /** S20 (the whole clause bracketed, as optional). */
  s20: '[Founders’ Stock: Buyback right/vesting for [__]% for first [12 months] after Closing; thereafter, right lapses in equal [monthly] increments over following [__] months.]',
} as const;

export const NVCA_NON_COMPETE = {
  /** S13. */
  s13: 'Non-Competition and Non-Solicitation Agreements: Each Founder and key employee will enter into a [one] year non-competition and non-solicitation agreement in a form reasonably acceptable to the Investors.',
  /** S20 (non-solicitation moved to the Non-Disclosure, Non-Solicitation and Developments Agreement). */
  s20: 'Non-Competition Agreements: Founders and key employee will enter into a [one] year non-competition agreement in a form reasonably acceptable to the Investors.',
} as const;
