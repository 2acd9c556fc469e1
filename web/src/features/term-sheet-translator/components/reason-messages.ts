import type { ReasonId } from '@core/tools/term-sheet-translator/clause-types';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Why a clause is rated as it is, for each case the rules tell apart. Amounts ({amount}, {pre}, {post}) come
 * formatted in the analysis's currency; multiples, percents, periods and seats are numbers.
 */
export const REASONS: Record<ReasonId, MessageDescriptor> = defineMessages({
  'investment.stated': { id: 'termSheet.reason.investment.stated', defaultMessage: 'The amount is stated: {amount}.' },
  'investment.unclear': {
    id: 'termSheet.reason.investment.unclear',
    defaultMessage:
      'No amount could be read. Check that the total investment is written as an amount, such as $2,000,000.',
  },
  'valuation.prePost': {
    id: 'termSheet.reason.valuation.prePost',
    defaultMessage: 'Pre-money {pre} and post-money {post}: the investors will own their investment divided by {post}.',
  },
  'valuation.preOnly': {
    id: 'termSheet.reason.valuation.preOnly',
    defaultMessage: 'Pre-money {pre}. The post-money valuation is this plus the investment.',
  },
  'valuation.postOnly': {
    id: 'termSheet.reason.valuation.postOnly',
    defaultMessage:
      'Post-money {post}. The pre-money valuation is this less the investment; check what the post-money includes (an option pool, notes or SAFEs converting).',
  },
  'valuation.includesPool': {
    id: 'termSheet.reason.valuation.includesPool',
    defaultMessage:
      "The valuation counts an option pool, so the pool's dilution comes out of the existing shareholders' part only and the effective pre-money is lower than it looks. Negotiate the pool's size against a real hiring plan.",
  },
  'valuation.unclear': {
    id: 'termSheet.reason.valuation.unclear',
    defaultMessage: 'No pre-money or post-money amount could be read. Make sure the valuation is stated clearly.',
  },
  'liquidationPreference.standard': {
    id: 'termSheet.reason.liquidationPreference.standard',
    defaultMessage:
      'A {multiple, number}x non-participating preference is the usual term: the investors get their money back or convert, whichever is more.',
  },
  'liquidationPreference.aboveOne': {
    id: 'termSheet.reason.liquidationPreference.aboveOne',
    defaultMessage:
      'A {multiple, number}x preference gives the investors more than their money back before common is paid. 1x is the usual term.',
  },
  'liquidationPreference.highMultiple': {
    id: 'termSheet.reason.liquidationPreference.highMultiple',
    defaultMessage:
      'A {multiple, number}x preference: the investors take {multiple, number} times their money before common gets anything, which can leave founders little in a modest sale. 1x is the usual term.',
  },
  'liquidationPreference.participatingCapped': {
    id: 'termSheet.reason.liquidationPreference.participatingCapped',
    defaultMessage:
      'Participating up to {cap, number}x: the investors take their preference and also share in the rest until they have {cap, number} times their investment. Non-participating is more common; ask for it, or a lower cap.',
  },
  'liquidationPreference.participatingCapUnstated': {
    id: 'termSheet.reason.liquidationPreference.participatingCapUnstated',
    defaultMessage:
      'Participating up to a cap the term sheet leaves blank: the investors take their preference and also share in the rest until they reach it. Fill in the cap before you sign; non-participating is more common.',
  },
  'liquidationPreference.multipleUnstated': {
    id: 'termSheet.reason.liquidationPreference.multipleUnstated',
    defaultMessage:
      'The preference’s multiple is left blank: the investors would be paid some multiple of their money before common, and the term sheet does not say which. Fill it in before you sign; 1x is the usual term.',
  },
  'liquidationPreference.participatingUncapped': {
    id: 'termSheet.reason.liquidationPreference.participatingUncapped',
    defaultMessage:
      'Participating without a cap: the investors take their preference and then their full share of the rest, at every size of sale. Ask for non-participating, or at least a cap.',
  },
  'deemedLiquidation.standard': {
    id: 'termSheet.reason.deemedLiquidation.standard',
    defaultMessage:
      'Treating a merger or a sale of the company as a liquidation is the usual term: it is how the preference applies to a sale.',
  },
  'seniority.pariPassu': {
    id: 'termSheet.reason.seniority.pariPassu',
    defaultMessage:
      'The series are paid together, in proportion to their preferences: no series comes out ahead of the others in a modest sale. The balanced form.',
  },
  'seniority.stacked': {
    id: 'termSheet.reason.seniority.stacked',
    defaultMessage:
      'The series are stacked: one is paid in full before the other gets anything, and common comes after both. It sets investors against each other in a modest sale; ask for pari passu.',
  },
  'dividends.asConverted': {
    id: 'termSheet.reason.dividends.asConverted',
    defaultMessage:
      'The preferred get dividends only when the common does, and the same per share: no dividend of their own, nothing building up. The most founder-friendly form.',
  },
  'dividends.nonCumulative': {
    id: 'termSheet.reason.dividends.nonCumulative',
    defaultMessage:
      'Non-cumulative dividends, paid only when the board declares them: the usual term, and seldom paid in practice.',
  },
  'dividends.cumulative': {
    id: 'termSheet.reason.dividends.cumulative',
    defaultMessage:
      'Cumulative dividends build up every year and are added to what the investors take in a sale, so their preference grows over time. Ask for non-cumulative dividends.',
  },
  'dividends.unclear': {
    id: 'termSheet.reason.dividends.unclear',
    defaultMessage:
      'It is not clear whether the dividends are cumulative. Ask for non-cumulative dividends, paid only when the board declares them.',
  },
  'conversion.standard': {
    id: 'termSheet.reason.conversion.standard',
    defaultMessage: "Conversion to common at the holder's choice, and automatically at a public offering, is standard.",
  },
  'antiDilution.broadBased': {
    id: 'termSheet.reason.antiDilution.broadBased',
    defaultMessage: 'Broad-based weighted average is the most common and the most balanced form.',
  },
  'antiDilution.narrowBased': {
    id: 'termSheet.reason.antiDilution.narrowBased',
    defaultMessage:
      'Narrow-based weighted average counts fewer shares, so a down round gives the investors a larger adjustment than the usual broad-based form.',
  },
  'antiDilution.fullRatchet': {
    id: 'termSheet.reason.antiDilution.fullRatchet',
    defaultMessage:
      "Full ratchet resets the investors' price to any lower later price, however small that round, which can heavily dilute the founders. Ask for broad-based weighted average.",
  },
  'antiDilution.unspecified': {
    id: 'termSheet.reason.antiDilution.unspecified',
    defaultMessage: 'The kind of anti-dilution is not stated. Ask for broad-based weighted average.',
  },
  'antiDilution.none': {
    id: 'termSheet.reason.antiDilution.none',
    defaultMessage:
      "No price-based anti-dilution: a down round does not change the investors' price. The most founder-friendly form.",
  },
  'payToPlay.standard': {
    id: 'termSheet.reason.payToPlay.standard',
    defaultMessage:
      'It binds the investors, not the founders: those who do not follow on in a later round lose their preferred rights. It helps the company raise money when it needs it.',
  },
  'redemption.none': {
    id: 'termSheet.reason.redemption.none',
    defaultMessage: 'No redemption: the investors cannot make the company buy back their shares.',
  },
  'redemption.investorOption': {
    id: 'termSheet.reason.redemption.investorOption',
    defaultMessage:
      'The investors can make the company buy back their shares, which can strain its cash. This is uncommon in early rounds; ask to remove it or to push it out as far as possible.',
  },
  'redemption.early': {
    id: 'termSheet.reason.redemption.early',
    defaultMessage:
      'The investors can demand a buy-back after {years, number} years, before most startups could afford it. Ask to remove it, or to push it to five years or more.',
  },
  'optionPool.standard': {
    id: 'termSheet.reason.optionPool.standard',
    defaultMessage: 'An option pool for future hires, counted after the investment, is standard.',
  },
  'optionPool.preMoney': {
    id: 'termSheet.reason.optionPool.preMoney',
    defaultMessage:
      'The pool is created before the investment, so its dilution falls on the existing shareholders only. This is common; negotiate its size against the hiring plan until the next round.',
  },
  'optionPool.large': {
    id: 'termSheet.reason.optionPool.large',
    defaultMessage:
      'A pool of {percent, number}% is larger than usual (often 10 to 20%). If it comes out of the pre-money, it lowers the effective valuation; size it to a real hiring plan.',
  },
  'founderVesting.standard': {
    id: 'termSheet.reason.founderVesting.standard',
    defaultMessage:
      'Vesting over about four years with a one-year cliff, with credit for time already worked, is the common pattern.',
  },
  'founderVesting.long': {
    id: 'termSheet.reason.founderVesting.long',
    defaultMessage: 'Vesting over {years, number} years is longer than the usual four.',
  },
  'founderVesting.longCliff': {
    id: 'termSheet.reason.founderVesting.longCliff',
    defaultMessage: 'A {months, number}-month cliff is longer than the usual 12 months.',
  },
  'founderVesting.noCredit': {
    id: 'termSheet.reason.founderVesting.noCredit',
    defaultMessage:
      'Vesting starts again at the closing, without credit for the time the founders have already worked. Ask for credit for time served.',
  },
  'founderVesting.reVestingCredit': {
    id: 'termSheet.reason.founderVesting.reVestingCredit',
    defaultMessage:
      "The founders' shares vest again from the closing, over {years, number} years, with {credit, number}% counted as vested for the time already worked: the credit founders ask for.",
  },
  'founderVesting.reVestingUnstated': {
    id: 'termSheet.reason.founderVesting.reVestingUnstated',
    defaultMessage:
      "The share of the founders' stock the company may buy back, or the months over which that right lapses, is left blank. Fill it in before you sign: ask for credit for the time already worked (less than 100%), and four years or less in all.",
  },
  'board.founderMajority': {
    id: 'termSheet.reason.board.founderMajority',
    defaultMessage:
      "The founders' side holds {common, number} of {total, number} seats: the founders keep control of the board.",
  },
  'board.balanced': {
    id: 'termSheet.reason.board.balanced',
    defaultMessage:
      "The investors have {investor, number} seats and the founders' side {common, number}: the founders do not control the board. Check who chooses any independent directors.",
  },
  'board.investorMajority': {
    id: 'termSheet.reason.board.investorMajority',
    defaultMessage:
      'The investors hold {investor, number} of {total, number} seats: they control the board, including hiring and firing the CEO. This is unusual in early rounds.',
  },
  'board.unclear': {
    id: 'termSheet.reason.board.unclear',
    defaultMessage: 'The seats on each side could not be read. Check who will control the board.',
  },
  'protectiveProvisions.standard': {
    id: 'termSheet.reason.protectiveProvisions.standard',
    defaultMessage:
      "Vetoes over changes to the preferred shares' rights, new senior shares, a sale and similar matters are standard.",
  },
  'protectiveProvisions.operational': {
    id: 'termSheet.reason.protectiveProvisions.operational',
    defaultMessage:
      "The investors' vetoes reach day-to-day running (budgets, hiring, pay). Keep vetoes to matters that affect their shares and leave operations to the board.",
  },
  'proRata.standard': {
    id: 'termSheet.reason.proRata.standard',
    defaultMessage: 'Pro-rata rights are standard, often only for investors above a set size.',
  },
  'proRata.superProRata': {
    id: 'termSheet.reason.proRata.superProRata',
    defaultMessage:
      'Super pro-rata lets the investors buy more than their share of later rounds, which can crowd out new investors. Ask for plain pro-rata.',
  },
  'informationRights.standard': {
    id: 'termSheet.reason.informationRights.standard',
    defaultMessage: 'Regular financial reports to the main investors are standard.',
  },
  'registrationRights.standard': {
    id: 'termSheet.reason.registrationRights.standard',
    defaultMessage: 'Registration rights are standard and matter only if the company goes public.',
  },
  'rofrCoSale.standard': {
    id: 'termSheet.reason.rofrCoSale.standard',
    defaultMessage: "A right of first refusal and co-sale on founders' shares are standard.",
  },
  'dragAlong.commonApproval': {
    id: 'termSheet.reason.dragAlong.commonApproval',
    defaultMessage: 'The drag-along also needs the common shareholders (the founders) to approve: a balanced version.',
  },
  'dragAlong.investorOnly': {
    id: 'termSheet.reason.dragAlong.investorOnly',
    defaultMessage:
      'A sale can be forced on every shareholder without a majority of the common shareholders agreeing, even when the founders must vote for it. Ask that it also need a majority of the common.',
  },
  'nonCompete.nonSolicitOnly': {
    id: 'termSheet.reason.nonCompete.nonSolicitOnly',
    defaultMessage:
      "A promise not to hire away the company's people or customers after leaving, without a non-compete, is usual.",
  },
  'nonCompete.nonCompete': {
    id: 'termSheet.reason.nonCompete.nonCompete',
    defaultMessage:
      'A non-compete keeps a founder from working in the field after leaving. Ask to drop it, or to hold it to one year and to what the company actually does; some places, such as California, do not enforce it.',
  },
  'nonCompete.long': {
    id: 'termSheet.reason.nonCompete.long',
    defaultMessage:
      'A non-compete of {years, number} years is longer than the one year usually asked for, and keeps a founder out of the field for a long time after leaving. Ask to drop it or shorten it.',
  },
  'noShop.standard': {
    id: 'termSheet.reason.noShop.standard',
    defaultMessage: '{days, number} days of exclusivity is within the usual 30 to 60.',
  },
  'noShop.long': {
    id: 'termSheet.reason.noShop.long',
    defaultMessage:
      '{days, number} days is longer than the usual 30 to 60, and keeps other investors away for a long time.',
  },
  'noShop.noEnd': {
    id: 'termSheet.reason.noShop.noEnd',
    defaultMessage: 'No end could be read. Make sure the exclusivity ends after a set number of days.',
  },
});
