import { describe, expect, it } from 'vitest';
import { findClauses } from './find-clauses';
import { SAMPLE_TERM_SHEET } from './sample-term-sheet';
import { suggestWaterfall } from './suggest-waterfall';
import { HARSH_TERM_SHEET, NUMBERED_TERM_SHEET, PROSE_TERM_SHEET } from './term-sheet-fixtures';

/** Each clause found, as [id, rating, reason, values]. */
const readings = (text: string) =>
  findClauses(text).found.map(({ id, rating, reason, values }) => [id, rating, reason, values]);

describe('findClauses on the sample term sheet', () => {
  it('finds all 21 clauses, each rated with its reason and figures', () => {
    expect(readings(SAMPLE_TERM_SHEET)).toEqual([
      ['investment', 'standard', 'investment.stated', { amount: 4_000_000 }],
      ['valuation', 'standard', 'valuation.prePost', { pre: 16_000_000, post: 20_000_000 }],
      ['liquidationPreference', 'negotiate', 'liquidationPreference.participatingCapped', { multiple: 1, cap: 3 }],
      ['deemedLiquidation', 'standard', 'deemedLiquidation.standard', {}],
      ['seniority', 'standard', 'seniority.pariPassu', {}],
      ['dividends', 'standard', 'dividends.nonCumulative', { percent: 6 }],
      ['conversion', 'standard', 'conversion.standard', {}],
      ['antiDilution', 'redFlag', 'antiDilution.fullRatchet', {}],
      ['payToPlay', 'standard', 'payToPlay.standard', {}],
      ['redemption', 'standard', 'redemption.none', {}],
      ['optionPool', 'negotiate', 'optionPool.preMoney', { percent: 15 }],
      ['founderVesting', 'standard', 'founderVesting.standard', {}],
      ['board', 'standard', 'board.founderMajority', { common: 2, total: 3 }],
      ['protectiveProvisions', 'standard', 'protectiveProvisions.standard', {}],
      ['proRata', 'standard', 'proRata.standard', {}],
      ['informationRights', 'standard', 'informationRights.standard', {}],
      ['registrationRights', 'standard', 'registrationRights.standard', {}],
      ['rofrCoSale', 'standard', 'rofrCoSale.standard', {}],
      ['dragAlong', 'standard', 'dragAlong.commonApproval', {}],
      ['nonCompete', 'standard', 'nonCompete.nonSolicitOnly', {}],
      ['noShop', 'standard', 'noShop.standard', { days: 45 }],
    ]);
    expect(findClauses(SAMPLE_TERM_SHEET).missing).toEqual([]);
  });

  it('shows the text each clause matched, as written', () => {
    const noShop = findClauses(SAMPLE_TERM_SHEET).found.find((clause) => clause.id === 'noShop')!;
    expect(noShop.excerpts.map((excerpt) => excerpt.text)).toEqual([
      'No-Shop: For 45 days after signing this term sheet, the Company will not solicit, encourage or negotiate another equity financing.',
    ]);
    expect(SAMPLE_TERM_SHEET.slice(noShop.excerpts[0]!.start, noShop.excerpts[0]!.end)).toBe(noShop.excerpts[0]!.text);
  });

  it('suggests the waterfall it describes: $4M at $20M post-money, 1x participating capped at 3x', () => {
    expect(suggestWaterfall(findClauses(SAMPLE_TERM_SHEET))).toEqual({
      investment: 4_000_000,
      postMoney: 20_000_000,
      multiple: 1,
      participation: 'capped',
      cap: 3,
      // A quarter of $20M to ten times it: 5, 10, 20, 40, 100, 200 million.
      exitValues: [5_000_000, 10_000_000, 20_000_000, 40_000_000, 100_000_000, 200_000_000],
    });
  });
});

describe('findClauses on investor-friendly terms laid out as a table', () => {
  it('flags what is harsh, with the figures read from words and digits', () => {
    expect(readings(HARSH_TERM_SHEET)).toEqual([
      ['investment', 'standard', 'investment.stated', { amount: 10_000_000 }],
      ['valuation', 'standard', 'valuation.preOnly', { pre: 15_000_000 }],
      ['liquidationPreference', 'redFlag', 'liquidationPreference.highMultiple', { multiple: 2 }],
      // 'On a liquidation or deemed liquidation event', inside the preference's row.
      ['deemedLiquidation', 'standard', 'deemedLiquidation.standard', {}],
      ['dividends', 'negotiate', 'dividends.cumulative', { percent: 8 }],
      ['antiDilution', 'negotiate', 'antiDilution.narrowBased', {}],
      ['redemption', 'redFlag', 'redemption.early', { years: 3 }],
      ['optionPool', 'redFlag', 'optionPool.large', { percent: 25 }],
      // 5 years = 60 months > 48.
      ['founderVesting', 'negotiate', 'founderVesting.long', { years: 5 }],
      // 3 of 5 seats: 3 × 2 > 5.
      ['board', 'redFlag', 'board.investorMajority', { investor: 3, total: 5 }],
      ['protectiveProvisions', 'negotiate', 'protectiveProvisions.operational', {}],
      ['proRata', 'negotiate', 'proRata.superProRata', {}],
      ['dragAlong', 'negotiate', 'dragAlong.investorOnly', {}],
      ['noShop', 'negotiate', 'noShop.long', { days: 90 }],
    ]);
  });

  it('says which clauses it did not find', () => {
    expect(findClauses(HARSH_TERM_SHEET).missing).toEqual([
      'seniority',
      'conversion',
      'payToPlay',
      'informationRights',
      'registrationRights',
      'rofrCoSale',
      'nonCompete',
    ]);
  });

  it('suggests the investment and post-money from the investment and the pre-money ($10M + $15M = $25M), uncapped participation at 2x', () => {
    const { investment, postMoney, multiple, participation, cap } = suggestWaterfall(findClauses(HARSH_TERM_SHEET));
    expect({ investment, postMoney, multiple, participation, cap }).toEqual({
      investment: 10_000_000,
      postMoney: 25_000_000,
      multiple: 2,
      participation: 'full',
      cap: undefined,
    });
  });
});

describe('findClauses on prose paragraphs without headings', () => {
  it('finds clauses by their words: the investment and valuation in crore, a 1.5x non-participating preference', () => {
    expect(readings(PROSE_TERM_SHEET)).toEqual([
      // ₹5 crore = 5 × 10,000,000.
      ['investment', 'standard', 'investment.stated', { amount: 50_000_000 }],
      ['valuation', 'standard', 'valuation.postOnly', { post: 250_000_000 }],
      ['liquidationPreference', 'negotiate', 'liquidationPreference.aboveOne', { multiple: 1.5 }],
      ['rofrCoSale', 'standard', 'rofrCoSale.standard', {}],
    ]);
    expect(findClauses(PROSE_TERM_SHEET).missing).toHaveLength(17);
  });

  it('suggests the investment and post-money as stated, and no cap', () => {
    const suggested = suggestWaterfall(findClauses(PROSE_TERM_SHEET));
    expect([
      suggested.investment,
      suggested.postMoney,
      suggested.multiple,
      suggested.participation,
      suggested.cap,
    ]).toEqual([50_000_000, 250_000_000, 1.5, 'none', undefined]);
  });
});

describe('findClauses on a numbered list', () => {
  it('reads "$1.5M", "$9M", a preference written in words, and a 2.5x cap', () => {
    expect(readings(NUMBERED_TERM_SHEET)).toEqual([
      ['investment', 'standard', 'investment.stated', { amount: 1_500_000 }],
      ['valuation', 'standard', 'valuation.postOnly', { post: 9_000_000 }],
      ['liquidationPreference', 'negotiate', 'liquidationPreference.participatingCapped', { multiple: 1, cap: 2.5 }],
      ['antiDilution', 'standard', 'antiDilution.broadBased', {}],
      ['optionPool', 'standard', 'optionPool.standard', { percent: 10 }],
      ['informationRights', 'standard', 'informationRights.standard', {}],
      ['noShop', 'standard', 'noShop.standard', { days: 30 }],
    ]);
  });
});

describe('findClauses on text that is not a term sheet', () => {
  it('finds nothing in an empty text or a shopping list', () => {
    expect(findClauses('').found).toEqual([]);
    expect(findClauses('Milk\nEggs\nBread: two loaves').found).toEqual([]);
  });
});
