import type { ClauseId, Rating } from '@core/tools/term-sheet-translator/clause-types';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Each clause's name and what it means, in plain words: general information on standard venture terms. */
export const CLAUSE_NAMES: Record<ClauseId, MessageDescriptor> = defineMessages({
  investment: { id: 'termSheet.clause.investment.name', defaultMessage: 'Investment amount' },
  valuation: { id: 'termSheet.clause.valuation.name', defaultMessage: 'Valuation (pre-money and post-money)' },
  liquidationPreference: {
    id: 'termSheet.clause.liquidationPreference.name',
    defaultMessage: 'Liquidation preference',
  },
  deemedLiquidation: { id: 'termSheet.clause.deemedLiquidation.name', defaultMessage: 'Deemed liquidation event' },
  seniority: { id: 'termSheet.clause.seniority.name', defaultMessage: 'Seniority between series' },
  dividends: { id: 'termSheet.clause.dividends.name', defaultMessage: 'Dividends' },
  conversion: { id: 'termSheet.clause.conversion.name', defaultMessage: 'Conversion' },
  antiDilution: { id: 'termSheet.clause.antiDilution.name', defaultMessage: 'Anti-dilution' },
  payToPlay: { id: 'termSheet.clause.payToPlay.name', defaultMessage: 'Pay-to-play' },
  redemption: { id: 'termSheet.clause.redemption.name', defaultMessage: 'Redemption' },
  optionPool: { id: 'termSheet.clause.optionPool.name', defaultMessage: 'Option pool' },
  founderVesting: { id: 'termSheet.clause.founderVesting.name', defaultMessage: 'Founder vesting' },
  board: { id: 'termSheet.clause.board.name', defaultMessage: 'Board composition' },
  protectiveProvisions: { id: 'termSheet.clause.protectiveProvisions.name', defaultMessage: 'Protective provisions' },
  proRata: { id: 'termSheet.clause.proRata.name', defaultMessage: 'Pro-rata rights' },
  informationRights: { id: 'termSheet.clause.informationRights.name', defaultMessage: 'Information rights' },
  registrationRights: { id: 'termSheet.clause.registrationRights.name', defaultMessage: 'Registration rights' },
  rofrCoSale: { id: 'termSheet.clause.rofrCoSale.name', defaultMessage: 'Right of first refusal and co-sale' },
  dragAlong: { id: 'termSheet.clause.dragAlong.name', defaultMessage: 'Drag-along' },
  nonCompete: { id: 'termSheet.clause.nonCompete.name', defaultMessage: 'Non-compete and non-solicit' },
  noShop: { id: 'termSheet.clause.noShop.name', defaultMessage: 'No-shop' },
});

export const CLAUSE_MEANINGS: Record<ClauseId, MessageDescriptor> = defineMessages({
  investment: {
    id: 'termSheet.clause.investment.meaning',
    defaultMessage:
      'The total the investors put into the company in this round, usually in exchange for newly issued preferred shares.',
  },
  valuation: {
    id: 'termSheet.clause.valuation.meaning',
    defaultMessage:
      "What the company is worth in the deal. Pre-money is its value before the new money; post-money is pre-money plus the investment. The investors' ownership is the investment divided by the post-money valuation.",
  },
  liquidationPreference: {
    id: 'termSheet.clause.liquidationPreference.meaning',
    defaultMessage:
      'Who is paid first when the company is sold or wound up. The investors get back a multiple of what they put in (1x is their money back) before common shareholders such as founders and employees receive anything. Non-participating investors take that amount or convert to common, whichever pays more; participating investors take it and then also share in what is left.',
  },
  deemedLiquidation: {
    id: 'termSheet.clause.deemedLiquidation.meaning',
    defaultMessage:
      'A merger or a sale of the company (or of nearly all its assets) is treated as a liquidation, so that the liquidation preference is paid out of the sale price.',
  },
  seniority: {
    id: 'termSheet.clause.seniority.meaning',
    defaultMessage:
      'The order in which several series of preferred shares are paid on a sale. Stacked: the latest series is paid in full first, then the one before it. Pari passu: all series are paid together, in proportion to their preferences.',
  },
  dividends: {
    id: 'termSheet.clause.dividends.meaning',
    defaultMessage:
      'Payments the preferred shares may receive before any go to common. Non-cumulative dividends are paid only if the board declares them; cumulative dividends build up every year and are usually paid on a sale or liquidation, adding to what the investors take.',
  },
  conversion: {
    id: 'termSheet.clause.conversion.meaning',
    defaultMessage:
      "Preferred shares can be turned into common shares, usually one for one, at the holder's choice, and convert automatically at a public offering or when a majority of the preferred agree.",
  },
  antiDilution: {
    id: 'termSheet.clause.antiDilution.meaning',
    defaultMessage:
      'Protects the investors if the company later sells shares at a lower price (a down round) by lowering their conversion price, so that they get more common shares. Broad-based weighted average adjusts moderately; narrow-based counts fewer shares and adjusts more; full ratchet resets the price to the new lower price, whatever the size of the new round.',
  },
  payToPlay: {
    id: 'termSheet.clause.payToPlay.meaning',
    defaultMessage:
      'Investors who do not buy their share of a later round lose some of their rights, often by having their preferred shares turned into common. It keeps the investors behind the company when it needs money.',
  },
  redemption: {
    id: 'termSheet.clause.redemption.meaning',
    defaultMessage:
      'A right for the investors to make the company buy back their shares, usually after some years, at what they paid (sometimes plus dividends). It can take cash from the company when it can least afford it.',
  },
  optionPool: {
    id: 'termSheet.clause.optionPool.meaning',
    defaultMessage:
      'Shares set aside for future grants to employees. When the pool is created or enlarged before the investment (inside the pre-money valuation), its dilution falls on the existing shareholders only, which lowers the effective valuation.',
  },
  founderVesting: {
    id: 'termSheet.clause.founderVesting.meaning',
    defaultMessage:
      'Founders earn their shares over time: if a founder leaves early, the company can buy back the shares not yet vested. Acceleration vests shares early, for example on a sale (single trigger) or on a sale followed by a dismissal (double trigger).',
  },
  board: {
    id: 'termSheet.clause.board.meaning',
    defaultMessage:
      'Who sits on the board of directors, which hires and fires the CEO and approves major decisions. The balance of seats between the founders (common), the investors and independent directors decides who controls the company.',
  },
  protectiveProvisions: {
    id: 'termSheet.clause.protectiveProvisions.meaning',
    defaultMessage:
      "Decisions that need the investors' approval whatever the board decides: typically changing the preferred shares' rights, issuing shares senior to them, selling the company or changing the size of the board.",
  },
  proRata: {
    id: 'termSheet.clause.proRata.meaning',
    defaultMessage:
      'The right of investors to buy their share of later rounds, so that they can keep their percentage of ownership.',
  },
  informationRights: {
    id: 'termSheet.clause.informationRights.meaning',
    defaultMessage:
      'What the company must report to its investors: usually annual and quarterly financial statements, often a budget, for investors above a set size.',
  },
  registrationRights: {
    id: 'termSheet.clause.registrationRights.meaning',
    defaultMessage:
      'The right of investors to have the company register their shares for sale on the public market, after an IPO or on demand. It matters only if the company goes public.',
  },
  rofrCoSale: {
    id: 'termSheet.clause.rofrCoSale.meaning',
    defaultMessage:
      'When a founder wants to sell shares, the company and then the investors may buy them first on the same terms (right of first refusal); if they do not, the investors may sell a proportional part of their own shares alongside (co-sale).',
  },
  dragAlong: {
    id: 'termSheet.clause.dragAlong.meaning',
    defaultMessage:
      'When the required holders approve a sale of the company, every other shareholder must vote for it and sell on the same terms, so that a small holder cannot block it.',
  },
  nonCompete: {
    id: 'termSheet.clause.nonCompete.meaning',
    defaultMessage:
      "Promises the founders make for a time after they leave: not to work for a competitor (non-compete), not to hire away the company's employees or customers (non-solicit).",
  },
  noShop: {
    id: 'termSheet.clause.noShop.meaning',
    defaultMessage:
      'For a period after signing, the company may not look for or negotiate with other investors. It is usually one of the few binding terms of a term sheet.',
  },
});

export const RATING_LABELS: Record<Rating, MessageDescriptor> = defineMessages({
  standard: { id: 'termSheet.rating.standard', defaultMessage: 'Standard' },
  negotiate: { id: 'termSheet.rating.negotiate', defaultMessage: 'Worth negotiating' },
  redFlag: { id: 'termSheet.rating.redFlag', defaultMessage: 'Red flag' },
});
