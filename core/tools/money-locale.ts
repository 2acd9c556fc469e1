import type { NumberFormat } from '../preferences/company-settings';
import type { Currency } from './money';

/** Rupees, and every amount of a company whose number format is Indian (ADR 0070), are grouped in lakhs and crores. */
export const isGroupedInLakhs = (currency: Currency, numberFormat?: NumberFormat) =>
  currency === 'INR' || numberFormat === 'indian';

const isEnglish = (locale: string) => locale.split('-')[0]?.toLowerCase() === 'en';

/**
 * The locale an amount is written in: English speaks lakhs and crores as India does ('en-IN': '12,34,567', '12
 * lakh'); other languages keep their own separators and words, grouped in lakhs by {@link lakhGrouped}.
 */
export const moneyLocale = (locale: string, currency: Currency, numberFormat?: NumberFormat) =>
  isGroupedInLakhs(currency, numberFormat) && isEnglish(locale) ? 'en-IN' : locale;

/**
 * Regroups the whole part of a formatted amount the Indian way (ADR 0045): the last three digits, then pairs —
 * 12,34,567. Only where the language grouped the number at all (Spanish leaves 1234 ungrouped, and so do we), with
 * the language's own separator ('12.34.567 ₹' in German), its sign, decimals and symbol untouched.
 */
export function lakhGrouped(parts: Intl.NumberFormatPart[]): string {
  const separator = parts.find((part) => part.type === 'group')?.value;
  if (separator === undefined) return parts.map((part) => part.value).join('');
  const digits = parts
    .filter((part) => part.type === 'integer')
    .map((part) => part.value)
    .join('');
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return withFigureAs(parts, groups.join(separator), ['integer', 'group']);
}

/**
 * A formatted amount with the run of its parts of `types` (its figure: by default digits, group and decimal marks)
 * written as `figure`; its sign, symbol and spaces kept where the language puts them.
 */
export function withFigureAs(
  parts: Intl.NumberFormatPart[],
  figure: string,
  types: readonly Intl.NumberFormatPart['type'][] = ['integer', 'group', 'decimal', 'fraction'],
): string {
  let written = false;
  return parts
    .map((part) => {
      if (!types.includes(part.type)) return part.value;
      if (written) return '';
      written = true;
      return figure;
    })
    .join('');
}

/** The currency's sign as `locale` writes it beside an amount ('₹', '$', '€'; the narrow one, not 'US$'). */
export const currencySign = (locale: string, currency: Currency) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;
