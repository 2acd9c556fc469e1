import { describe, expect, it } from 'vitest';
import type { ClauseId } from './clause-types';
import { findClauses } from './find-clauses';
import {
  NVCA_ANTI_DILUTION,
  NVCA_BOARD,
  NVCA_DEEMED_LIQUIDATION,
  NVCA_DIVIDENDS,
  NVCA_DRAG_ALONG,
  NVCA_DRAG_ALONG_WITH_COMMON,
  NVCA_FOUNDERS_STOCK,
  NVCA_LIQUIDATION,
  NVCA_NON_COMPETE,
  NVCA_PAY_TO_PLAY,
  NVCA_PRO_RATA,
  NVCA_REDEMPTION,
  NVCA_REGISTRATION_RIGHTS,
} from './nvca-fixtures';
import { readPreference } from './economic-clauses';
import { readableText } from './read-numbers';

/** How a clause in the text reads: [rating, reason, values]; undefined when it is not found. */
const reading = (text: string, id: ClauseId) => {
  const clause = findClauses(text).found.find((found) => found.id === id);
  return clause && [clause.rating, clause.reason, clause.values];
};

// Each alternative of the NVCA model term sheet (nvca-fixtures.ts), rated as founders' counsel would.
describe('the NVCA model term sheet: liquidation preference alternatives', () => {
  it('Alternative 3, "until the holders of Series A Preferred receive an aggregate of [three] times", is capped participation at 3x', () => {
    expect(readPreference(readableText(NVCA_LIQUIDATION.capped))).toEqual({
      multiple: 1,
      participation: 'capped',
      cap: 3,
    });
    expect(reading(NVCA_LIQUIDATION.capped, 'liquidationPreference')).toEqual([
      'negotiate',
      'liquidationPreference.participatingCapped',
      { multiple: 1, cap: 3 },
    ]);
  });
  it('Alternative 2, full participation, is a red flag; Alternative 1, "or, if greater, … as-converted", is 1x non-participating', () => {
    expect(reading(NVCA_LIQUIDATION.fullParticipating, 'liquidationPreference')).toEqual([
      'redFlag',
      'liquidationPreference.participatingUncapped',
      { multiple: 1 },
    ]);
    expect(reading(NVCA_LIQUIDATION.nonParticipating, 'liquidationPreference')).toEqual([
      'standard',
      'liquidationPreference.standard',
      { multiple: 1 },
    ]);
  });
});

describe('the NVCA model term sheet: dividends alternatives', () => {
  it('Alternative 1, "when, as, and if paid on the Common Stock", is the founder-friendly one', () => {
    expect(reading(NVCA_DIVIDENDS.asConverted, 'dividends')).toEqual(['standard', 'dividends.asConverted', {}]);
  });
  it('Alternative 2, non-cumulative "when, as and if declared", is standard; Alternative 3, an [8]% cumulative dividend, worth negotiating', () => {
    expect(reading(NVCA_DIVIDENDS.nonCumulative, 'dividends')).toEqual(['standard', 'dividends.nonCumulative', {}]);
    expect(reading(NVCA_DIVIDENDS.cumulative, 'dividends')).toEqual([
      'negotiate',
      'dividends.cumulative',
      { percent: 8 },
    ]);
  });
});

describe('the NVCA model term sheet: anti-dilution alternatives', () => {
  it('Alternative 1, the "Typical" weighted average, is broad-based by its definition of A (options counted), without the word', () => {
    expect(NVCA_ANTI_DILUTION.weightedAverage).not.toMatch(/broad/i);
    expect(reading(NVCA_ANTI_DILUTION.weightedAverage, 'antiDilution')).toEqual([
      'standard',
      'antiDilution.broadBased',
      {},
    ]);
  });
  it('called broad-based but counting only the shares issued, it is narrow-based', () => {
    const narrowed = NVCA_ANTI_DILUTION.weightedAverage
      .replace('"Typical" weighted average', 'Broad-based weighted average')
      .replace(
        /\(includes all shares[^\n]*\)/,
        '(counting only the shares of Series A Preferred outstanding, not options)',
      );
    expect(reading(narrowed, 'antiDilution')).toEqual(['negotiate', 'antiDilution.narrowBased', {}]);
  });
  it('Alternative 2, full ratchet, is a red flag; Alternative 3, no price-based protection, standard', () => {
    expect(reading(NVCA_ANTI_DILUTION.fullRatchet, 'antiDilution')).toEqual([
      'redFlag',
      'antiDilution.fullRatchet',
      {},
    ]);
    expect(reading(NVCA_ANTI_DILUTION.none, 'antiDilution')).toEqual(['standard', 'antiDilution.none', {}]);
  });
});

describe('the NVCA model term sheet: redemption, board and drag-along', () => {
  it('redemption after "the fifth anniversary of the Closing" is at the investors\' option after 5 years', () => {
    expect(reading(NVCA_REDEMPTION, 'redemption')).toEqual(['negotiate', 'redemption.investorOption', { years: 5 }]);
  });
  it('the listed board: lead and remaining investors 2, founders and CEO 2, one mutually acceptable outsider', () => {
    expect(reading(NVCA_BOARD, 'board')).toEqual([
      'negotiate',
      'board.balanced',
      { investor: 2, common: 2, independent: 1 },
    ]);
  });
  it('a drag-along approved by the Board and the Preferred binds the Founders without the common approving: worth negotiating', () => {
    expect(reading(NVCA_DRAG_ALONG, 'dragAlong')).toEqual(['negotiate', 'dragAlong.investorOnly', {}]);
  });
  it("with the Voting Agreement's third approver, a majority of the common (not as converted), it is standard", () => {
    expect(reading(NVCA_DRAG_ALONG_WITH_COMMON, 'dragAlong')).toEqual(['standard', 'dragAlong.commonApproval', {}]);
    const asConvertedOnly = NVCA_DRAG_ALONG_WITH_COMMON.replace(/, and \(iii\).*\)\./, '.');
    expect(reading(asConvertedOnly, 'dragAlong')).toEqual(['negotiate', 'dragAlong.investorOnly', {}]);
  });
});

describe('the clauses the translator did not know', () => {
  it('a deemed liquidation event, written inside the liquidation preference, is shown as its own sentence', () => {
    const text = `${NVCA_LIQUIDATION.nonParticipating} ${NVCA_DEEMED_LIQUIDATION}`;
    const deemed = findClauses(text).found.find((clause) => clause.id === 'deemedLiquidation')!;
    expect([deemed.rating, deemed.reason]).toEqual(['standard', 'deemedLiquidation.standard']);
    expect(deemed.excerpts.map((excerpt) => excerpt.text)).toEqual([NVCA_DEEMED_LIQUIDATION]);
    expect(text.slice(deemed.excerpts[0]!.start, deemed.excerpts[0]!.end)).toBe(NVCA_DEEMED_LIQUIDATION);
  });
  it('pay-to-play and registration rights are standard', () => {
    expect(reading(NVCA_PAY_TO_PLAY, 'payToPlay')).toEqual(['standard', 'payToPlay.standard', {}]);
    expect(reading(NVCA_REGISTRATION_RIGHTS, 'registrationRights')).toEqual([
      'standard',
      'registrationRights.standard',
      {},
    ]);
  });
  it('the pro-rata right is the "Right to Maintain Proportionate Ownership", never the pay-to-play\'s "pro rata share"', () => {
    const proRata = (text: string) =>
      findClauses(text)
        .found.find((clause) => clause.id === 'proRata')
        ?.excerpts.map((excerpt) => excerpt.text);
    expect(proRata(`${NVCA_PAY_TO_PLAY}\n${NVCA_PRO_RATA}`)).toEqual([NVCA_PRO_RATA]);
    expect(proRata(NVCA_PAY_TO_PLAY)).toBeUndefined();
  });
  it("founders' stock re-vested from the closing: 100 % bought back is no credit; 75 % is 25 % credit over 3 years", () => {
    expect(reading(NVCA_FOUNDERS_STOCK.noCredit, 'founderVesting')).toEqual([
      'negotiate',
      'founderVesting.noCredit',
      {},
    ]);
    // 12 months + 24 months = 36 months = 3 years; 100 % − 75 % = 25 % vested at the closing.
    expect(reading(NVCA_FOUNDERS_STOCK.credit, 'founderVesting')).toEqual([
      'standard',
      'founderVesting.reVestingCredit',
      { credit: 25, years: 3 },
    ]);
  });
  it('a one-year non-compete is worth negotiating; longer, said so; a non-solicit alone is standard', () => {
    expect(reading(NVCA_NON_COMPETE, 'nonCompete')).toEqual(['negotiate', 'nonCompete.nonCompete', {}]);
    expect(reading(NVCA_NON_COMPETE.replace('[one] year', '[two] year'), 'nonCompete')).toEqual([
      'negotiate',
      'nonCompete.long',
      { years: 2 },
    ]);
    expect(
      reading('Non-Solicitation: Each Founder will enter into a one year non-solicitation agreement.', 'nonCompete'),
    ).toEqual(['standard', 'nonCompete.nonSolicitOnly', {}]);
  });
  it('seniority: a Series B paid before the Series A is stacked; pari passu with it, standard', () => {
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
});
