import { defineMessages } from 'react-intl';

/** The glossary: each term and what it means, general information on standard venture terms. */
export const GLOSSARY = [
  defineMessages({
    term: { id: 'termSheet.glossary.termSheet.term', defaultMessage: 'Term sheet' },
    meaning: {
      id: 'termSheet.glossary.termSheet.meaning',
      defaultMessage:
        'A short summary of the main terms of an investment. Most of it is not binding; the binding parts are usually confidentiality and the no-shop.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.preMoney.term', defaultMessage: 'Pre-money valuation' },
    meaning: {
      id: 'termSheet.glossary.preMoney.meaning',
      defaultMessage: "The company's value agreed in the deal, before the new investment is added.",
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.postMoney.term', defaultMessage: 'Post-money valuation' },
    meaning: {
      id: 'termSheet.glossary.postMoney.meaning',
      defaultMessage:
        "The pre-money valuation plus the new investment. The investors' percentage is their investment divided by the post-money valuation.",
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.fullyDiluted.term', defaultMessage: 'Fully diluted' },
    meaning: {
      id: 'termSheet.glossary.fullyDiluted.meaning',
      defaultMessage:
        'Counting every share that exists or could exist: issued shares, options granted or still in the pool, and securities that convert into shares.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.preferred.term', defaultMessage: 'Preferred shares' },
    meaning: {
      id: 'termSheet.glossary.preferred.meaning',
      defaultMessage:
        'The shares investors usually buy. They carry extra rights over common shares, such as a liquidation preference, anti-dilution protection and vetoes.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.common.term', defaultMessage: 'Common shares' },
    meaning: {
      id: 'termSheet.glossary.common.meaning',
      defaultMessage:
        'The ordinary shares founders and employees usually hold. They are paid after the preferred shares.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.liquidationEvent.term', defaultMessage: 'Liquidation event' },
    meaning: {
      id: 'termSheet.glossary.liquidationEvent.meaning',
      defaultMessage:
        'A sale, merger or winding up of the company. Term sheets usually treat a sale of the company like a liquidation, so the preference applies to it.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.participating.term', defaultMessage: 'Participating preferred' },
    meaning: {
      id: 'termSheet.glossary.participating.meaning',
      defaultMessage:
        'Preferred shares that take their preference and then also share in what is left alongside common. A cap limits their total to a multiple of the investment.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.waterfall.term', defaultMessage: 'Liquidation waterfall' },
    meaning: {
      id: 'termSheet.glossary.waterfall.meaning',
      defaultMessage:
        'The order in which the money from a sale is paid out: preferences first, then what is left to the shareholders.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.downRound.term', defaultMessage: 'Down round' },
    meaning: {
      id: 'termSheet.glossary.downRound.meaning',
      defaultMessage:
        'A later round priced lower per share than an earlier one. Anti-dilution protection is about this case.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.weightedAverage.term', defaultMessage: 'Weighted average anti-dilution' },
    meaning: {
      id: 'termSheet.glossary.weightedAverage.meaning',
      defaultMessage:
        "Lowers the investors' conversion price by an amount that depends on how many new shares are sold and at what price. Broad-based counts all shares, so the change is smaller.",
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.fullRatchet.term', defaultMessage: 'Full ratchet' },
    meaning: {
      id: 'termSheet.glossary.fullRatchet.meaning',
      defaultMessage:
        "Lowers the investors' conversion price all the way to the new, lower price, however few shares are sold at it.",
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.cliff.term', defaultMessage: 'Cliff' },
    meaning: {
      id: 'termSheet.glossary.cliff.meaning',
      defaultMessage:
        'A first period (often a year) during which nothing vests; at its end, the whole period’s shares vest at once, then vesting goes on monthly.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.acceleration.term', defaultMessage: 'Acceleration' },
    meaning: {
      id: 'termSheet.glossary.acceleration.meaning',
      defaultMessage:
        'Unvested shares vesting early. Single trigger: on a sale. Double trigger: on a sale followed by a dismissal without cause.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.majorInvestor.term', defaultMessage: 'Major investor' },
    meaning: {
      id: 'termSheet.glossary.majorInvestor.meaning',
      defaultMessage:
        'An investor holding at least an amount the term sheet sets; some rights, such as information and pro-rata rights, are often theirs only.',
    },
  }),
  defineMessages({
    term: { id: 'termSheet.glossary.closing.term', defaultMessage: 'Closing' },
    meaning: {
      id: 'termSheet.glossary.closing.meaning',
      defaultMessage: 'When the final documents are signed and the money is paid in.',
    },
  }),
];
