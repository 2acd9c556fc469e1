import { describe, expect, it } from 'vitest';
import {
  inDraft,
  NVCA_ANTI_DILUTION,
  NVCA_BOARD,
  NVCA_DEEMED_LIQUIDATION,
  NVCA_DIVIDENDS,
  NVCA_DRAG_ALONG,
  NVCA_FOUNDERS_STOCK,
  NVCA_LIQUIDATION,
  NVCA_LIQUIDATION_2020,
  NVCA_NON_COMPETE,
  NVCA_PAY_TO_PLAY,
  NVCA_PRO_RATA,
  NVCA_REDEMPTION,
  NVCA_REGISTRATION_RIGHTS,
} from './nvca-fixtures';
import { findClauses } from './find-clauses';
import { excerpts, reading } from './nvca-readings';

// The NVCA model documents as written (nvca-fixtures.ts: S20 the July 2020 term sheet, S13 the pre-2020 one as
// CommonAccord converted it, VA20 and VA25 the Voting Agreements), each alternative rated as founders' counsel would
// (ADR 0082, corrected by ADR 0087). Where a figure is tested, the test fills the form's blank with it, as a draft would.
describe('the NVCA model term sheet: dividends alternatives (S20; S13)', () => {
  it('Alternative 1, "when, as, and if paid on the Common Stock", is the founder-friendly one', () => {
    expect(reading(NVCA_DIVIDENDS.asConverted, 'dividends')).toEqual(['standard', 'dividends.asConverted', {}]);
  });
  it('Alternative 2, non-cumulative "when and if declared by the Board of Directors" (S13: "by the Board."), is standard', () => {
    expect(reading(NVCA_DIVIDENDS.nonCumulative, 'dividends')).toEqual(['standard', 'dividends.nonCumulative', {}]);
    expect(reading(NVCA_DIVIDENDS.nonCumulativeS13, 'dividends')).toEqual(['standard', 'dividends.nonCumulative', {}]);
  });
  it('Alternative 3, an annual [__]% cumulative dividend, is worth negotiating; a draft at [8]% says 8 %', () => {
    expect(reading(NVCA_DIVIDENDS.cumulative, 'dividends')).toEqual(['negotiate', 'dividends.cumulative', {}]);
    expect(reading(inDraft(NVCA_DIVIDENDS.cumulative, ['[__]%', '[8]%']), 'dividends')).toEqual([
      'negotiate',
      'dividends.cumulative',
      { percent: 8 },
    ]);
  });
});

describe('the NVCA model term sheet: anti-dilution', () => {
  it('S13 Alternative 1, the "Typical" weighted average "CP2 = CP1 * (A+B) / (A+C)", is broad-based by its definition of A (options counted)', () => {
    expect(NVCA_ANTI_DILUTION.weightedAverage).not.toMatch(/broad/i);
    expect(reading(NVCA_ANTI_DILUTION.weightedAverage, 'antiDilution')).toEqual([
      'standard',
      'antiDilution.broadBased',
      {},
    ]);
  });
  it('S20, the formula alone in its table ("A<tab>=<tab>…" after "Where:"), is read whole and broad-based the same way', () => {
    const shown = excerpts(NVCA_ANTI_DILUTION.formula2020, 'antiDilution');
    expect(shown).toEqual([NVCA_ANTI_DILUTION.formula2020]);
    expect(reading(NVCA_ANTI_DILUTION.formula2020, 'antiDilution')).toEqual([
      'standard',
      'antiDilution.broadBased',
      {},
    ]);
  });
  it('S20 footnote 11, "a narrower base would exclude options": called broad-based but counting no options, it is narrow-based', () => {
    const narrowed = NVCA_ANTI_DILUTION.weightedAverage
      .replace('“Typical” weighted average', 'Broad-based weighted average')
      .replace(
        /\(includes all shares[^\n]*\)/,
        '(counting only the shares of Series A Preferred outstanding, not options)',
      );
    expect(reading(narrowed, 'antiDilution')).toEqual(['negotiate', 'antiDilution.narrowBased', {}]);
  });
  it('S13 Alternative 2, full ratchet, is a red flag; Alternative 3, no price-based protection, standard', () => {
    expect(reading(NVCA_ANTI_DILUTION.fullRatchet, 'antiDilution')).toEqual([
      'redFlag',
      'antiDilution.fullRatchet',
      {},
    ]);
    expect(reading(NVCA_ANTI_DILUTION.none, 'antiDilution')).toEqual(['standard', 'antiDilution.none', {}]);
  });
});

describe('the NVCA model term sheet: redemption and board', () => {
  it('S20 redemption "after the five (5) year anniversary of the Closing" is at the investors\' option after 5 years', () => {
    expect(reading(NVCA_REDEMPTION.s20, 'redemption')).toEqual([
      'negotiate',
      'redemption.investorOption',
      { years: 5 },
    ]);
  });
  it('S13 redemption, "after [________]", is at the investors\' option, its time left blank', () => {
    expect(reading(NVCA_REDEMPTION.s13, 'redemption')).toEqual(['negotiate', 'redemption.investorOption', {}]);
  });
  it("the listed board, S13 (Founders' seat) and S20 (Common Stockholders' seat): 2 investors, 2 on the common's side, the outsiders' count left blank", () => {
    for (const board of [NVCA_BOARD.s13, NVCA_BOARD.s20]) {
      expect(reading(board, 'board')).toEqual([
        'negotiate',
        'board.balanced',
        { investor: 2, common: 2, independent: 0 },
      ]);
      // A draft filling '[___] person(s)' with '[one] person(s)': the 2–2–1 board.
      expect(reading(inDraft(board, ['[___] person(s)', '[one] person(s)']), 'board')).toEqual([
        'negotiate',
        'board.balanced',
        { investor: 2, common: 2, independent: 1 },
      ]);
    }
  });
});

describe('the NVCA drag-along: who approves the sale', () => {
  it('S13, approved by "[the Board of Directors] [and the holders of ____% of the outstanding shares of Preferred Stock…]", binds the Founders without the common: worth negotiating', () => {
    expect(reading(NVCA_DRAG_ALONG.s13, 'dragAlong')).toEqual(['negotiate', 'dragAlong.investorOnly', {}]);
    expect(excerpts(NVCA_DRAG_ALONG.s13, 'dragAlong')).toEqual([NVCA_DRAG_ALONG.s13]);
  });
  it('S20 with its bracket, "and holders of a majority of the shares of Common Stock then held by employees", is standard; without it, worth negotiating', () => {
    expect(reading(NVCA_DRAG_ALONG.s20, 'dragAlong')).toEqual(['standard', 'dragAlong.commonApproval', {}]);
    expect(NVCA_DRAG_ALONG.s20).toContain(NVCA_DRAG_ALONG.s20CommonBracket);
    const withoutCommon = NVCA_DRAG_ALONG.s20.replace(NVCA_DRAG_ALONG.s20CommonBracket, '');
    expect(reading(withoutCommon, 'dragAlong')).toEqual(['negotiate', 'dragAlong.investorOnly', {}]);
  });
  it('the 2020 Voting Agreement\'s (iii), the common "held by Key Holders who are then providing services", is standard; without it, not', () => {
    expect(reading(NVCA_DRAG_ALONG.votingAgreement2020, 'dragAlong')).toEqual([
      'standard',
      'dragAlong.commonApproval',
      {},
    ]);
    expect(NVCA_DRAG_ALONG.votingAgreement2020).toContain(NVCA_DRAG_ALONG.votingAgreement2020Common);
    const investorsAndBoard = NVCA_DRAG_ALONG.votingAgreement2020.replace(
      NVCA_DRAG_ALONG.votingAgreement2020Common,
      '',
    );
    expect(reading(investorsAndBoard, 'dragAlong')).toEqual(['negotiate', 'dragAlong.investorOnly', {}]);
  });
  it('the 2025 Voting Agreement\'s (ii), the common "held by Qualified Key Holders", is standard', () => {
    expect(reading(NVCA_DRAG_ALONG.votingAgreement2025, 'dragAlong')).toEqual([
      'standard',
      'dragAlong.commonApproval',
      {},
    ]);
  });
});

describe('the NVCA clauses beyond the price', () => {
  it('the deemed liquidation event (S13, S20), written inside the liquidation preference, is shown as its own sentence', () => {
    for (const [preference, deemedText] of [
      [NVCA_LIQUIDATION.nonParticipating, NVCA_DEEMED_LIQUIDATION.s13],
      [NVCA_LIQUIDATION_2020.nonParticipating, NVCA_DEEMED_LIQUIDATION.s20],
    ] as const) {
      const text = `${preference}\n${deemedText}`;
      const deemed = findClauses(text).found.find((clause) => clause.id === 'deemedLiquidation')!;
      expect([deemed.rating, deemed.reason]).toEqual(['standard', 'deemedLiquidation.standard']);
      expect(deemed.excerpts.map((excerpt) => excerpt.text)).toEqual([deemedText]);
      expect(text.slice(deemed.excerpts[0]!.start, deemed.excerpts[0]!.end)).toBe(deemedText);
    }
  });
  it('pay-to-play (S13, and S20\'s "[Pay-to-Play:" with the Requisite Holders) and registration rights (S13, S20) are standard', () => {
    for (const payToPlay of [NVCA_PAY_TO_PLAY.s13, NVCA_PAY_TO_PLAY.s20]) {
      expect(reading(payToPlay, 'payToPlay')).toEqual(['standard', 'payToPlay.standard', {}]);
      expect(excerpts(payToPlay, 'payToPlay')).toEqual([payToPlay]);
    }
    for (const registration of [NVCA_REGISTRATION_RIGHTS.s13, NVCA_REGISTRATION_RIGHTS.s20]) {
      expect(reading(registration, 'registrationRights')).toEqual(['standard', 'registrationRights.standard', {}]);
    }
  });
  it('the pro-rata right is found under "Right to Participate Pro Rata in Future Rounds" (S13, S20), shown whole, never the pay-to-play\'s "pro rata share"', () => {
    for (const [payToPlay, proRata] of [
      [NVCA_PAY_TO_PLAY.s13, NVCA_PRO_RATA.s13],
      [NVCA_PAY_TO_PLAY.s20, NVCA_PRO_RATA.s20],
    ] as const) {
      expect(excerpts(`${payToPlay}\n${proRata}`, 'proRata')).toEqual([proRata]);
      expect(reading(proRata, 'proRata')).toEqual(['standard', 'proRata.standard', {}]);
      expect(excerpts(payToPlay, 'proRata')).toBeUndefined();
    }
  });
  it("founders' stock (S13; S20's \"[Founders' Stock: Buyback right/vesting for [__]%…\"): filled with 100 % over 12 + 36 months, no credit; 75 % over 12 + 24, 25 % credit over 3 years; left blank, unstated", () => {
    for (const stock of [NVCA_FOUNDERS_STOCK.s13, NVCA_FOUNDERS_STOCK.s20]) {
      expect(excerpts(stock, 'founderVesting')).toEqual([stock]);
      expect(reading(inDraft(stock, ['[__]%', '[100]%'], ['[__] months', '[36] months']), 'founderVesting')).toEqual([
        'negotiate',
        'founderVesting.noCredit',
        {},
      ]);
      // 12 months + 24 months = 36 months = 3 years; 100 % − 75 % = 25 % vested at the closing.
      expect(reading(inDraft(stock, ['[__]%', '[75]%'], ['[__] months', '[24] months']), 'founderVesting')).toEqual([
        'standard',
        'founderVesting.reVestingCredit',
        { credit: 25, years: 3 },
      ]);
      // The form as published: the share and the lapse period are blanks ('[__]%', '[__] months'), not 100 %.
      expect(reading(stock, 'founderVesting')).toEqual(['negotiate', 'founderVesting.reVestingUnstated', {}]);
      // One blank left is still unstated: 75 % bought back, lapsing over '[__] months'.
      expect(reading(inDraft(stock, ['[__]%', '[75]%']), 'founderVesting')).toEqual([
        'negotiate',
        'founderVesting.reVestingUnstated',
        {},
      ]);
    }
  });
  it('a [one] year non-compete "in a form reasonably acceptable to the Investors" (S13, S20) is worth negotiating; longer, said so', () => {
    for (const nonCompete of [NVCA_NON_COMPETE.s13, NVCA_NON_COMPETE.s20]) {
      expect(reading(nonCompete, 'nonCompete')).toEqual(['negotiate', 'nonCompete.nonCompete', {}]);
      expect(reading(inDraft(nonCompete, ['[one] year', '[two] year']), 'nonCompete')).toEqual([
        'negotiate',
        'nonCompete.long',
        { years: 2 },
      ]);
    }
    expect(
      reading('Non-Solicitation: Each Founder will enter into a one year non-solicitation agreement.', 'nonCompete'),
    ).toEqual(['standard', 'nonCompete.nonSolicitOnly', {}]);
  });
});

// Seniority between series is not in the NVCA term sheet (its model charter is pari passu "for simplicity"): these
// clauses are written for the test.
describe('seniority between series (not NVCA text)', () => {
  it('a Series B paid before the Series A is stacked; pari passu with it, standard', () => {
    const seriesB = (ranking: string) =>
      `Liquidation Preference: First pay one times the Original Purchase Price on each share of Series B Preferred${ranking}. Thereafter, the balance is distributed pro rata to holders of Common Stock.`;
    expect(reading(seriesB(', prior to any payment on the Series A Preferred'), 'seniority')).toEqual([
      'negotiate',
      'seniority.stacked',
      {},
    ]);
    expect(reading(seriesB(', pari passu with the Series A Preferred'), 'seniority')).toEqual([
      'standard',
      'seniority.pariPassu',
      {},
    ]);
    expect(reading(seriesB(''), 'seniority')).toBeUndefined();
  });
  it('none of the NVCA passages is read as ranking the series', () => {
    const nvca = [
      ...Object.values(NVCA_LIQUIDATION),
      ...Object.values(NVCA_LIQUIDATION_2020),
      NVCA_DEEMED_LIQUIDATION.s13,
      NVCA_DEEMED_LIQUIDATION.s20,
    ];
    for (const text of nvca) expect(reading(text, 'seniority')).toBeUndefined();
  });
});
