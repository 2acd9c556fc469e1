import type { Currency } from '../money';

/**
 * The figures a term sheet writes in words and digits, read from its text: amounts ('$1.5M', 'USD 10,000,000',
 * '₹5 crore'), multiples ('1x', '2.0x', 'two times'), percents ('10%', '8 percent'), periods ('45 days', 'four
 * years') and counts ('two (2) directors'). Pure functions over text; each finds every figure with its place.
 */

/** The currencies a term sheet's amounts are read in, by the sign or code written before or after them. */
export type TermSheetCurrency = Currency;

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

/** A number in digits or a word ('two', 'forty-five'); the pattern's one group. */
export const NUMBER_WORD = String.raw`(\d+(?:\.\d+)?|${Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** A number written in digits or as a word; NaN for anything else. */
export const readNumberWord = (text: string): number => WORD_NUMBERS[text.toLowerCase()] ?? Number(text);

/** 'two (2) directors' says its number twice: the words, then the digits. Keeps the digits only. */
export const withoutRepeatedNumbers = (text: string): string =>
  text.replace(
    new RegExp(String.raw`\b${NUMBER_WORD}\s*\((\d+(?:\.\d+)?)\)`, 'gi'),
    (_whole, _word: string, digits: string) => digits,
  );

/** A draft on the NVCA model term sheet keeps the brackets of its blanks and alternatives ('[three] times'): read without them. */
export const withoutBrackets = (text: string): string => text.replace(/[[\]]/g, '');

/** A clause's text as the rules read it: brackets dropped, a number written twice read once. */
export const readableText = (text: string): string => withoutRepeatedNumbers(withoutBrackets(text));

const SCALES: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  mm: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
};

const CURRENCY_WORDS: [RegExp, TermSheetCurrency][] = [
  [/^(us\$|\$|usd|dollars?|us dollars?)$/i, 'USD'],
  [/^(€|eur|euros?)$/i, 'EUR'],
  [/^(£|gbp|pounds?)$/i, 'GBP'],
  [/^(₹|inr|rs\.?|rupees?)$/i, 'INR'],
];

const currencyOf = (word: string): TermSheetCurrency | undefined =>
  CURRENCY_WORDS.find(([pattern]) => pattern.test(word.trim()))?.[1];

const DIGITS = String.raw`(\d+(?:,\d+)*(?:\.\d+)?)`;
const SCALE = String.raw`(?:\s?(thousand|million|billion|lakhs?|crores?|mn|mm|bn|cr|k|m|b)\b)?`;
const SIGN_BEFORE = String.raw`(US\$|\$|USD|EUR|€|£|GBP|₹|INR|Rs\.?)\s?`;
const WORD_AFTER = String.raw`\s?(USD|EUR|GBP|INR|US dollars?|dollars?|euros?|pounds?|rupees?)\b`;

/** An amount with a currency sign or code before it ('$1.5M', 'USD 10,000,000') or a code or word after ('2 million euros'). */
const AMOUNT = new RegExp(String.raw`${SIGN_BEFORE}${DIGITS}${SCALE}|\b${DIGITS}${SCALE}${WORD_AFTER}`, 'gi');

export type FoundAmount = { value: number; currency: TermSheetCurrency | undefined; start: number; end: number };

const scaled = (digits: string, scale: string | undefined) =>
  Number(digits.replace(/,/g, '')) * (scale ? SCALES[scale.toLowerCase()]! : 1);

/** Every amount of money written in the text, in order. */
export function findAmounts(text: string): FoundAmount[] {
  return [...text.matchAll(AMOUNT)].map((match) => {
    const [whole, signBefore, digitsBefore, scaleBefore, digitsAfter, scaleAfter, wordAfter] = match;
    const value = digitsBefore ? scaled(digitsBefore, scaleBefore) : scaled(digitsAfter!, scaleAfter);
    return {
      value,
      currency: currencyOf(signBefore ?? wordAfter ?? ''),
      start: match.index,
      end: match.index + whole.length,
    };
  });
}

/**
 * The amount a keyword names: one written just before it ('$8M pre-money'), else the first within `reach`
 * characters after it ('pre-money valuation of $8,000,000').
 */
export function amountNear(text: string, keyword: RegExp, reach = 160): number | undefined {
  const amounts = findAmounts(text);
  for (const match of text.matchAll(new RegExp(keyword.source, 'gi'))) {
    const before = amounts.find((amount) => amount.end <= match.index && match.index - amount.end <= 3);
    if (before) return before.value;
    const after = amounts.find(
      (amount) => amount.start >= match.index + match[0].length && amount.start - match.index <= reach,
    );
    if (after) return after.value;
  }
  return undefined;
}

/** The currency most of the text's amounts are written in (the first seen wins a tie); undefined when none says. */
export function mainCurrency(text: string): TermSheetCurrency | undefined {
  const counts = new Map<TermSheetCurrency, number>();
  for (const { currency } of findAmounts(text)) if (currency) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  let best: TermSheetCurrency | undefined;
  for (const [currency, count] of counts) if (best === undefined || count > counts.get(best)!) best = currency;
  return best;
}

const MULTIPLE = new RegExp(String.raw`\b${NUMBER_WORD}\s?(?:x\b|×|times\b)`, 'gi');

export type FoundFigure = { value: number; start: number; end: number };

/** Every multiple written in the text ('1x', '2.0x', '1.5 times', 'one times (1x)'), in order. */
export function findMultiples(text: string): FoundFigure[] {
  return [...text.matchAll(MULTIPLE)].map((match) => ({
    value: readNumberWord(match[1]!),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const PERCENT = new RegExp(String.raw`\b${NUMBER_WORD}\s?(?:%|percent\b|per cent\b)`, 'gi');

/** The first percent written in the text ('15%', '8 percent'). */
export function firstPercent(text: string): number | undefined {
  const match = PERCENT.exec(text);
  PERCENT.lastIndex = 0;
  return match ? readNumberWord(match[1]!) : undefined;
}

const PERIOD = new RegExp(String.raw`\b${NUMBER_WORD}[\s-]?(days?|weeks?|months?|years?)\b`, 'gi');
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const UNIT_MONTHS: Record<string, number> = { day: 12 / 365, week: 12 / 52, month: 1, year: 12 };

export type FoundPeriod = { amount: number; unit: 'day' | 'week' | 'month' | 'year'; start: number };

/** Every period written in the text ('45 days', 'four years', '12-month'), in order. */
export function findPeriods(text: string): FoundPeriod[] {
  return [...withoutRepeatedNumbers(text).matchAll(PERIOD)].map((match) => ({
    amount: readNumberWord(match[1]!),
    unit: match[2]!.toLowerCase().replace(/s$/, '') as FoundPeriod['unit'],
    start: match.index,
  }));
}

/** A period in days (a month as 30, a year as 365) or in months (a year as 12). */
export const periodInDays = ({ amount, unit }: FoundPeriod) => amount * UNIT_DAYS[unit]!;
export const periodInMonths = ({ amount, unit }: FoundPeriod) => amount * UNIT_MONTHS[unit]!;

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** The years an anniversary names ('after the fifth anniversary of the Closing', 'the 5th anniversary'). */
export function anniversaryYears(text: string): number | undefined {
  const match =
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+)(?:st|nd|rd|th)?\s+anniversary/i.exec(
      text,
    );
  return match ? (ORDINALS[match[1]!.toLowerCase()] ?? Number(match[1])) : undefined;
}
