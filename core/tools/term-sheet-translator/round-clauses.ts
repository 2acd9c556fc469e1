import { rated, type ClauseRule } from './clause-types';
import { findPeriods, periodInMonths } from './read-numbers';

/** An earlier or later series of preferred: 'the Series A', 'Series Seed Preferred', 'any prior series of Preferred'. */
const OTHER_SERIES = String.raw`(?:the\s+)?(?:holders\s+of\s+(?:the\s+)?)?(?:Series\s+(?:Seed|[A-Z])\b|(?:any\s+)?(?:existing|prior|earlier|other|junior)\s+(?:series\s+of\s+)?Preferred)`;
/** Paid before another series: 'senior to the Series A', 'prior to any payment on the Series Seed', 'junior to'. */
const STACKED = new RegExp(
  String.raw`(?:senior|prior|in\s+preference)\s+(?:and\s+in\s+preference\s+)?to\s+(?:any\s+(?:payment|distribution)\s+(?:on|to)\s+)?${OTHER_SERIES}|before\s+any\s+(?:payment|distribution)\s+(?:is\s+made\s+)?(?:on|to)\s+${OTHER_SERIES}|junior\s+to\s+${OTHER_SERIES}|\bstacked\b`,
  'i',
);
const PARI_PASSU = /pari\s+passu|on\s+(?:a\s+)?par(?:ity)?\s+with|equal\s+(?:priority|footing)/i;

/**
 * The clauses of a round beyond its price: what counts as a sale, how the series rank, what investors who stop
 * supporting the company lose, their right to have shares registered at an IPO, and what founders may not do after
 * they leave. Ratings as founders' counsel gives them on the NVCA model term sheet's wording — except seniority
 * between series, which the NVCA term sheet does not have (its model charter ranks the series pari passu "for
 * simplicity"): that rule reads the wording term sheets for later series use.
 */
export const ROUND_CLAUSES: ClauseRule[] = [
  {
    id: 'deemedLiquidation',
    heading: /deemed\s+liquidation|change\s+of\s+control/i,
    words: /deemed\s+liquidation\s+event|(?:treated|deemed)\s+(?:as\s+)?(?:a\s+)?liquidation/i,
    insideOf: 'liquidationPreference',
    // A sale or merger paid out as a liquidation is how the preference reaches a sale at all: the usual term.
    rate: () => rated('standard', 'deemedLiquidation.standard'),
  },
  {
    id: 'seniority',
    heading: /seniority|^ranking$|rank(?:ing)?\s+of\s+(?:the\s+)?(?:series|preferred)/i,
    words: new RegExp(`${STACKED.source}|${PARI_PASSU.source}`, 'i'),
    insideOf: 'liquidationPreference',
    rate: (text) =>
      STACKED.test(text) ? rated('negotiate', 'seniority.stacked') : rated('standard', 'seniority.pariPassu'),
  },
  {
    id: 'payToPlay',
    heading: /pay-?\s?to-?\s?play/i,
    // The NVCA's: '… of any holder failing to do so will automatically convert to Common Stock'.
    words: /pay-?\s?to-?\s?play|fail\w*\s+to\s+(?:purchase|participate|do\s+so)[^.]{0,120}(?:convert|lose)/i,
    // It binds the investors, not the founders: those who do not follow on in a later round lose their preferences.
    rate: () => rated('standard', 'payToPlay.standard'),
  },
  {
    id: 'registrationRights',
    heading: /registration\s+rights?|^registrable\s+securities$/i,
    words: /registration\s+rights?|demand\s+registrations?|piggy-?\s?back\s+registrations?/i,
    rate: () => rated('standard', 'registrationRights.standard'),
  },
  {
    id: 'nonCompete',
    heading: /non-?\s?compet\w*|non-?\s?solicit\w*|restrictive\s+covenants?/i,
    words: /non-?\s?competition|non-?\s?compete|non-?\s?solicitation\s+agreement/i,
    rate: (text) => {
      if (!/non-?\s?compet|not\s+(?:to\s+)?compete/i.test(text)) return rated('standard', 'nonCompete.nonSolicitOnly');
      const period = findPeriods(text).find((found) => found.unit === 'year' || found.unit === 'month');
      const months = period && periodInMonths(period);
      return months !== undefined && months > 12
        ? rated('negotiate', 'nonCompete.long', { years: months / 12 })
        : rated('negotiate', 'nonCompete.nonCompete');
    },
  },
];
