/** The clauses the translator knows, in the order a term sheet usually has them. */
export const CLAUSE_IDS = [
  'investment',
  'valuation',
  'liquidationPreference',
  'deemedLiquidation',
  'seniority',
  'dividends',
  'conversion',
  'antiDilution',
  'payToPlay',
  'redemption',
  'optionPool',
  'founderVesting',
  'board',
  'protectiveProvisions',
  'proRata',
  'informationRights',
  'registrationRights',
  'rofrCoSale',
  'dragAlong',
  'nonCompete',
  'noShop',
] as const;

export type ClauseId = (typeof CLAUSE_IDS)[number];

/** How a clause reads for the founders: as most term sheets have it, worth pushing back on, or a red flag. */
export const RATINGS = ['standard', 'negotiate', 'redFlag'] as const;

export type Rating = (typeof RATINGS)[number];

/**
 * Why a clause is rated as it is: one reason per case the rules tell apart, named `<clause>.<case>`. The web
 * says each in the user's language, with the figures read from the clause.
 */
export const REASON_IDS = [
  'investment.stated',
  'investment.unclear',
  'valuation.prePost',
  'valuation.preOnly',
  'valuation.postOnly',
  'valuation.includesPool',
  'valuation.unclear',
  'liquidationPreference.standard',
  'liquidationPreference.aboveOne',
  'liquidationPreference.highMultiple',
  'liquidationPreference.participatingCapped',
  'liquidationPreference.participatingCapUnstated',
  'liquidationPreference.multipleUnstated',
  'liquidationPreference.participatingUncapped',
  'deemedLiquidation.standard',
  'seniority.pariPassu',
  'seniority.stacked',
  'dividends.asConverted',
  'dividends.nonCumulative',
  'dividends.cumulative',
  'dividends.unclear',
  'conversion.standard',
  'antiDilution.broadBased',
  'antiDilution.narrowBased',
  'antiDilution.fullRatchet',
  'antiDilution.unspecified',
  'antiDilution.none',
  'payToPlay.standard',
  'redemption.none',
  'redemption.investorOption',
  'redemption.early',
  'optionPool.standard',
  'optionPool.preMoney',
  'optionPool.large',
  'founderVesting.standard',
  'founderVesting.long',
  'founderVesting.longCliff',
  'founderVesting.noCredit',
  'founderVesting.reVestingCredit',
  'founderVesting.reVestingUnstated',
  'board.founderMajority',
  'board.balanced',
  'board.investorMajority',
  'board.unclear',
  'protectiveProvisions.standard',
  'protectiveProvisions.operational',
  'proRata.standard',
  'proRata.superProRata',
  'informationRights.standard',
  'registrationRights.standard',
  'rofrCoSale.standard',
  'dragAlong.commonApproval',
  'dragAlong.investorOnly',
  'nonCompete.nonSolicitOnly',
  'nonCompete.nonCompete',
  'nonCompete.long',
  'noShop.standard',
  'noShop.long',
  'noShop.noEnd',
] as const;

export type ReasonId = (typeof REASON_IDS)[number];

/** The figures a reason speaks of: amounts, multiples, percents, periods, seats. */
export type ReasonValues = Record<string, number>;

/** What a rule concludes about a clause's text. */
export type ClauseRating = { rating: Rating; reason: ReasonId; values: ReasonValues };

/** A clause as a rule knows it: where to find it (its section's heading, or words in any section) and how to rate it. */
export type ClauseRule = {
  id: ClauseId;
  /** A section whose heading matches is this clause. */
  heading: RegExp;
  /** Else, the first section whose text matches, unless another clause's heading names it. */
  words: RegExp;
  /**
   * A clause written inside another's section (a deemed liquidation event in the liquidation preference): found by
   * its words in that clause's sections too, and shown as the sentence that says it, not the whole section.
   */
  insideOf?: ClauseId;
  /** The clause's text (its sections, joined; numbers written twice read once) → its rating. */
  rate(text: string): ClauseRating;
};

export const rated = (rating: Rating, reason: ReasonId, values: ReasonValues = {}): ClauseRating => ({
  rating,
  reason,
  values,
});

/** The figures a clause states, without those it does not. */
export const figures = (values: Record<string, number | undefined>): ReasonValues =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, number] => entry[1] !== undefined));
