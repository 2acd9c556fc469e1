import { figures, rated, type ClauseRule } from './clause-types';
import {
  amountNear,
  anniversaryYears,
  findAmounts,
  findMultiples,
  findPeriods,
  firstPercent,
  periodInMonths,
} from './read-numbers';

const PRE_MONEY = /pre-?\s?money/;
const POST_MONEY = /post-?\s?money/;

/** What a liquidation preference says: its multiple (1 when it says 'the original purchase price'), participation and cap. */
export type ReadPreference = {
  multiple: number | undefined;
  participation: 'none' | 'full' | 'capped';
  cap: number | undefined;
  /** The preference's own multiple is a blank of the form ('First pay [__ times] the Original Purchase Price', S20). */
  multipleBlank?: true;
};

// The preference's multiple left blank, as the NVCA's 2020 form has it ('First pay [__ times] the Original Purchase
// Price'), not the cap's blank after 'an aggregate of' (read by readCap). Brackets may be gone (readableText).
const BLANK_MULTIPLE =
  /(?<!aggregate\s+of\s+\[?)_{2,}\s*\]?\s*times\s*\]?\s+the\s+original\s+(?:purchase|issue)\s+price/i;

const NON_PARTICIPATING =
  /non-?\s?participating|not\s+(?:be\s+entitled\s+to\s+)?participate|no\s+(?:further\s+)?participation|without\s+participation|greater\s+of/i;
// Words that cap participation, the surest first: the NVCA model term sheet's Alternative 3 caps it 'until the holders
// of Series A Preferred receive an aggregate of [_____] times the Original Purchase Price', under a label that says
// 'cap' before the preference's own multiple ('(cap on Preferred Stock participation rights): First pay [one] times').
const UNTIL_RECEIVED =
  /until\s+(?:the\s+)?(?:holders|investors)[^.]{0,80}?(?:receive|have\s+received)|maximum\s+(?:aggregate\s+)?(?:return|amount)|total\s+return/gi;
const CAP_WORD = /\bcap(?:ped)?\b/gi;

/** A multiple within 100 characters after the words, or just before them ('a 3x cap'). */
function multipleNear(text: string, words: RegExp): { value: number; start: number } | undefined {
  const multiples = findMultiples(text);
  for (const match of text.matchAll(words)) {
    const near = multiples.find(
      (multiple) =>
        (multiple.start >= match.index && multiple.start - match.index <= 100) ||
        (multiple.end <= match.index && match.index - multiple.end <= 3),
    );
    if (near) return { value: near.value, start: near.start };
  }
  return undefined;
}

/**
 * The cap on participation: 'capped' with the multiple the cap words speak of, or without one when the text caps it
 * 'until the holders … receive' a figure it leaves blank (the form's '[_____] times') — then the bare word 'cap' in
 * the alternative's label is not read, as its nearest multiple is the preference's own.
 */
function readCap(text: string): { start: number | undefined; value: number | undefined } | undefined {
  const until = multipleNear(text, UNTIL_RECEIVED);
  if (until) return until;
  if (new RegExp(UNTIL_RECEIVED.source, 'i').test(text)) return { start: undefined, value: undefined };
  return multipleNear(text, CAP_WORD);
}

/** Reads a liquidation preference clause's multiple, participation and cap (undefined when the cap is left blank). */
export function readPreference(text: string): ReadPreference {
  const cap = readCap(text);
  const first = findMultiples(text).find((multiple) => multiple.start !== cap?.start);
  const blank = first === undefined && BLANK_MULTIPLE.test(text);
  const multiple = first?.value ?? (!blank && /original\s+(?:purchase|issue)\s+price/i.test(text) ? 1 : undefined);
  const read = { multiple, ...(blank && { multipleBlank: true as const }) };
  if (NON_PARTICIPATING.test(text) || !/participat/i.test(text))
    return { ...read, participation: 'none', cap: undefined };
  return cap
    ? { ...read, participation: 'capped', cap: cap.value }
    : { ...read, participation: 'full', cap: undefined };
}

/**
 * What a weighted-average formula counts as the shares outstanding before the new issue ('A = …' in the NVCA model
 * term sheet), when it defines them: broad when it counts options (or the fully diluted capital), narrow when it counts
 * only issued shares. The definition decides, whatever the formula is called.
 */
function outstandingCounted(text: string): 'broad' | 'narrow' | undefined {
  if (!/weighted[- ]average|CP2\s*=/i.test(text)) return undefined;
  const definition =
    /\bA\s*=\s*([^\n]{0,400})/.exec(text)?.[1] ??
    /(?:shares|stock)\s+(?:deemed\s+(?:to\s+be\s+)?)?outstanding\s+(?:(?:immediately\s+)?prior\s+to|before)[^.]{0,300}/i.exec(
      text,
    )?.[0];
  if (definition === undefined) return undefined;
  const countsOptions =
    /options|fully[- ]diluted|reserved/i.test(definition) &&
    !/(?:exclud\w*|\bnot|other\s+than|without)\b[^.;]{0,60}?options/i.test(definition);
  return countsOptions ? 'broad' : 'narrow';
}

/** The money, the price and what the investors get first: the clauses a waterfall is made of. */
export const ECONOMIC_CLAUSES: ClauseRule[] = [
  {
    id: 'investment',
    heading:
      /amount\s+of\s+(?:the\s+)?(?:investment|financing|offering|raise)|investment\s+amount|amount\s+raised|financing\s+amount|aggregate\s+proceeds|offering\s+size|^(?:the\s+)?investment$|size\s+of\s+(?:the\s+)?round/i,
    words: /(?:aggregate|total)\s+(?:investment|proceeds|purchase\s+price)\s+of|(?:will|shall)\s+invest\b/i,
    rate: (text) => {
      const amount = findAmounts(text)[0]?.value;
      return amount === undefined
        ? rated('negotiate', 'investment.unclear')
        : rated('standard', 'investment.stated', { amount });
    },
  },
  {
    id: 'valuation',
    heading: /valuation|price\s+per\s+share|purchase\s+price/i,
    words: /(?:pre|post)-?\s?money/i,
    rate: (text) => {
      const pre = amountNear(text, PRE_MONEY);
      const post = amountNear(text, POST_MONEY);
      if (
        /(?:includ|reflect|take[s]?\s+into\s+account)\w*[^.]{0,80}(?:option\s+pool|pool|unallocated\s+options)/i.test(
          text,
        ) &&
        PRE_MONEY.test(text.toLowerCase())
      ) {
        return rated('negotiate', 'valuation.includesPool', figures({ pre }));
      }
      if (pre !== undefined && post !== undefined) return rated('standard', 'valuation.prePost', { pre, post });
      if (pre !== undefined) return rated('standard', 'valuation.preOnly', { pre });
      if (post !== undefined) return rated('standard', 'valuation.postOnly', { post });
      return rated('negotiate', 'valuation.unclear');
    },
  },
  {
    id: 'liquidationPreference',
    heading: /liquidation\s+preference|liquidation\s+rights|^liquidation(?:\s+events?)?$/i,
    words: /liquidation\s+preference|in\s+the\s+event\s+of\s+(?:any\s+)?liquidation/i,
    rate: (text) => {
      const { multiple = 1, participation, cap, multipleBlank } = readPreference(text);
      if (multiple >= 2) return rated('redFlag', 'liquidationPreference.highMultiple', { multiple });
      if (participation === 'full')
        return rated('redFlag', 'liquidationPreference.participatingUncapped', { multiple });
      // A blank is not 1x: the form leaves the figure to the parties, and the founder fills it in before signing.
      if (multipleBlank) return rated('negotiate', 'liquidationPreference.multipleUnstated');
      if (participation === 'capped')
        return cap === undefined
          ? rated('negotiate', 'liquidationPreference.participatingCapUnstated', { multiple })
          : rated('negotiate', 'liquidationPreference.participatingCapped', { multiple, cap });
      if (multiple > 1) return rated('negotiate', 'liquidationPreference.aboveOne', { multiple });
      return rated('standard', 'liquidationPreference.standard', { multiple });
    },
  },
  {
    id: 'dividends',
    heading: /dividends?/i,
    words:
      /dividends?\s+(?:at\s+(?:the\s+|a\s+)?rate|of\s+\d)|\d+(?:\.\d+)?\s?%\s+(?:[\w-]+\s+){0,3}dividends?|cumulative\s+dividends?/i,
    rate: (text) => {
      const percent = firstPercent(text);
      const values = figures({ percent });
      if (/non-?\s?cumulative/i.test(text)) return rated('standard', 'dividends.nonCumulative', values);
      if (/cumulative|accru/i.test(text)) return rated('negotiate', 'dividends.cumulative', values);
      // The NVCA's first alternative: 'on an as-converted basis when, as, and if paid on the Common Stock'; its second,
      // non-cumulative, is 'when and if declared by the Board of Directors' (S20; 'by the Board.' in S13).
      if (
        /(?:when|if),?\s+(?:as,?\s+)?(?:and\s+)?(?:if|when)\s+(?:declared\s+(?:or\s+)?)?paid\s+(?:on|to)\s+(?:the\s+)?common/i.test(
          text,
        )
      )
        return rated('standard', 'dividends.asConverted');
      if (
        /(?:when|if),?\s+(?:as,?\s+)?(?:and\s+)?(?:if|when)\s+declared|as\s+declared\s+by\s+the\s+board|no\s+dividends?/i.test(
          text,
        )
      ) {
        return rated('standard', 'dividends.nonCumulative', values);
      }
      return rated('negotiate', 'dividends.unclear', values);
    },
  },
  {
    id: 'conversion',
    heading: /conversion|automatic\s+conversion/i,
    words:
      /convertible\s+(?:at\s+any\s+time\s+)?(?:at\s+the\s+option|into\s+common)|(?:convert|conversion)\s+into\s+(?:shares\s+of\s+)?common/i,
    rate: () => rated('standard', 'conversion.standard'),
  },
  {
    id: 'antiDilution',
    heading: /anti-?\s?dilution|price\s+protection/i,
    words: /anti-?\s?dilution|full\s+ratchet|weighted[- ]average/i,
    rate: (text) => {
      if (/full[- ]ratchet/i.test(text)) return rated('redFlag', 'antiDilution.fullRatchet');
      if (
        /\bno\s+(?:price-based\s+)?anti-?\s?dilution|without\s+(?:any\s+)?(?:price-based\s+)?anti-?\s?dilution/i.test(
          text,
        )
      )
        return rated('standard', 'antiDilution.none');
      const counted = outstandingCounted(text);
      if (counted !== undefined)
        return counted === 'broad'
          ? rated('standard', 'antiDilution.broadBased')
          : rated('negotiate', 'antiDilution.narrowBased');
      if (/narrow[- ]based/i.test(text)) return rated('negotiate', 'antiDilution.narrowBased');
      if (/broad[- ]based/i.test(text)) return rated('standard', 'antiDilution.broadBased');
      return rated('negotiate', 'antiDilution.unspecified');
    },
  },
  {
    id: 'redemption',
    heading: /redemption|redeem/i,
    words: /\bredemption\s+rights?\b|\bredeemable\b|\bredeem\b/i,
    rate: (text) => {
      if (
        /\bnone\b|\bno\s+redemption|not\s+(?:be\s+)?redeemable|no\s+right\s+to\s+(?:require\s+the\s+company\s+to\s+)?redeem|shall\s+not\s+(?:be\s+)?(?:redeemable|have\s+redemption)/i.test(
          text,
        )
      ) {
        return rated('standard', 'redemption.none');
      }
      const after = findPeriods(text).find((period) => period.unit === 'year' || period.unit === 'month');
      const years = after ? periodInMonths(after) / 12 : anniversaryYears(text);
      if (years !== undefined && years < 5) return rated('redFlag', 'redemption.early', { years });
      return rated('negotiate', 'redemption.investorOption', figures({ years }));
    },
  },
  {
    id: 'optionPool',
    heading: /option\s+pool|employee\s+pool|esop|stock\s+option\s+(?:plan|pool)|equity\s+incentive/i,
    words: /option\s+pool|employee\s+stock\s+option/i,
    // Often written in the valuation ('a pre-money valuation of $[…], including an option pool of [15]%').
    insideOf: 'valuation',
    rate: (text) => {
      const percent = firstPercent(text);
      const values = figures({ percent });
      if (percent !== undefined && percent > 20) return rated('redFlag', 'optionPool.large', { percent });
      if (
        PRE_MONEY.test(text.toLowerCase()) ||
        /prior\s+to\s+(?:the\s+)?(?:closing|investment)|fully[- ]diluted\s+pre/i.test(text)
      )
        return rated('negotiate', 'optionPool.preMoney', values);
      return rated('standard', 'optionPool.standard', values);
    },
  },
];
