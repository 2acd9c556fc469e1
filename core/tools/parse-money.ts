import { parseNumber } from '../i18n/parse-number';
import type { Currency } from './money';

/** What a typed amount says: its value, and its currency when a sign or code names one of ours. */
export type TypedMoney = { amount: number; currency: Currency | null };

/** Signs and codes naming our currencies ('Rs.' and 'US$' as Indian and American founders write them). */
const CURRENCY_MARKS: readonly (readonly [RegExp, Currency])[] = [
  [/₹|\bINR\b|\bRs\.?(?=[\s\d]|$)/iu, 'INR'],
  [/€|\bEUR\b/iu, 'EUR'],
  [/£|\bGBP\b/iu, 'GBP'],
  [/US\$|\$US|\$|\bUSD\b/iu, 'USD'],
];

/** Any other currency sign or three-letter code: it says nothing of the value, and is dropped. */
const OTHER_MARK = /\p{Sc}|\b[A-Z]{3}\b/gu;

/** Shorthands after the figure, as founders write them: 25K, 1.5M, 2.5L, 16,800 Cr, 3 lakh, 1.2 crore. */
const SHORTHANDS: readonly (readonly [RegExp, number])[] = [
  [/(?:cr|crores?)\.?$/i, 10_000_000],
  [/(?:l|lakhs?|lacs?)\.?$/i, 100_000],
  [/(?:m|mn|million)\.?$/i, 1_000_000],
  [/(?:bn|billion)\.?$/i, 1_000_000_000],
  [/(?:k|thousand)\.?$/i, 1_000],
];

/**
 * An amount as typed in `language` (ADR 0070): '₹2,50,000', 'Rs 2.5L', '$25K', '12.500 €', '1,5 Mio' is not one
 * of ours, but '1.5M' is. The currency comes from its sign or code when it is one of ours (else null: the caller
 * keeps its own; two of ours in one amount is not an amount); a shorthand multiplies the figure; the rest is {@link parseNumber} (lakh grouping included).
 * A figure multiplied by a shorthand is rounded to cents, so 2.35L is 235000, not 235000.00000000003; one typed
 * in full is kept as typed, so that a schema can refuse '1.005' rather than see it rounded. Null when the text is
 * not an amount; '' is 0.
 */
export function parseMoney(text: string, language = 'en'): TypedMoney | null {
  let rest = text.trim();
  const named = new Set<Currency>();
  for (const [mark, code] of CURRENCY_MARKS) {
    if (!mark.test(rest)) continue;
    named.add(code);
    rest = rest.replace(mark, ' ');
  }
  if (named.size > 1) return null;
  const [currency = null] = named;
  rest = rest.replace(OTHER_MARK, ' ').trim();
  let factor = 1;
  for (const [shorthand, times] of SHORTHANDS) {
    if (!shorthand.test(rest) || !/\d\s*[a-z.]+$/i.test(rest)) continue;
    factor = times;
    rest = rest.replace(shorthand, '').trim();
    break;
  }
  if (rest === '') return factor === 1 ? { amount: 0, currency } : null;
  const figure = parseNumber(rest, language);
  if (figure === null) return null;
  return { amount: factor === 1 ? figure : Math.round(figure * factor * 100) / 100, currency };
}

/** {@link parseMoney}'s figure alone, for an amount whose currency is decided elsewhere (a property, a clause). */
export const parseAmount = (text: string, language = 'en'): number | null => parseMoney(text, language)?.amount ?? null;
