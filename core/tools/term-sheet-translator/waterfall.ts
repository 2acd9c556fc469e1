/**
 * A liquidation waterfall for one class of preferred shares: at a given exit (what the company is sold for,
 * net of debts and costs), what the investors take and what is left for common (founders, employees).
 *
 * - Preference: the investors first take `multiple` × their investment, or the whole exit if it is less.
 * - Non-participating: they take the preference OR convert to common and take their ownership share of the
 *   exit, whichever is more.
 * - Participating: the preference AND their ownership share of what is left.
 * - Participating with a cap: as participating, but the total is held to `cap` × their investment; above the
 *   point where converting pays more, they convert and take their ownership share of the exit.
 */
export type Participation = 'none' | 'full' | 'capped';

export type WaterfallTerms = {
  /** What the investors put in. */
  investment: number;
  /** The company's value just after the investment; investors own investment ÷ post-money, as converted. */
  postMoney: number;
  /** The liquidation preference, as a multiple of the investment (1 = 1x). */
  multiple: number;
  participation: Participation;
  /** With 'capped': the most the investors take in all, as a multiple of the investment (3 = 3x). */
  cap: number;
};

export type WaterfallPayout = {
  exitValue: number;
  investors: number;
  common: number;
  /** True where the investors take more by converting to common than by their preference. */
  converts: boolean;
};

/** The investors' share of the company as converted to common: investment ÷ post-money, from 0 to 1. */
export const investorOwnership = ({ investment, postMoney }: Pick<WaterfallTerms, 'investment' | 'postMoney'>) =>
  Math.min(1, investment / postMoney);

/** The payout at one exit value. */
export function payoutAt(terms: WaterfallTerms, exitValue: number): WaterfallPayout {
  const ownership = investorOwnership(terms);
  const preference = Math.min(exitValue, terms.multiple * terms.investment);
  const asCommon = ownership * exitValue;
  let withPreference = preference;
  if (terms.participation !== 'none') withPreference = preference + ownership * (exitValue - preference);
  if (terms.participation === 'capped')
    withPreference = Math.min(withPreference, Math.max(terms.cap, terms.multiple) * terms.investment);
  const converts = asCommon > withPreference;
  const investors = converts ? asCommon : withPreference;
  return { exitValue, investors, common: exitValue - investors, converts };
}

/** The payouts at each exit value, in the order given. */
export const waterfall = (terms: WaterfallTerms, exitValues: readonly number[]): WaterfallPayout[] =>
  exitValues.map((exit) => payoutAt(terms, exit));

/**
 * The exit value above which the investors convert to common: where their ownership share equals what the
 * preference gives them — multiple × investment ÷ ownership (non-participating), cap × investment ÷ ownership
 * (capped). Participating without a cap never converts: undefined.
 */
export function conversionPoint(terms: WaterfallTerms): number | undefined {
  if (terms.participation === 'full') return undefined;
  const held = terms.participation === 'capped' ? Math.max(terms.cap, terms.multiple) : terms.multiple;
  return (held * terms.investment) / investorOwnership(terms);
}
