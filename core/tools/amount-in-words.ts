import type { NumberFormat } from '../preferences/company-settings';
import type { Currency } from './money';
import { isGroupedInLakhs, moneyLocale, withFigureAs } from './money-locale';

/** A lakh (1,00,000) and a million (1,000,000): the first amount each way of writing numbers has a word for. */
const LAKH = 100_000;
const MILLION = 1_000_000;

/**
 * A large amount in words, as a founder says it (issue 33): '₹1.5 crore', '₹2.5 lakh' where amounts are grouped in
 * lakhs, '$2.5 million', '€1.2 billion' otherwise, in the page's language ('1,5 Millionen €'); `Intl`'s long compact
 * notation gives the words, rounded as it rounds them (two significant digits), the currency's sign where the
 * language puts it. Null below the first amount the words are worth saying for: a lakh where amounts are grouped in
 * lakhs (ADR 0070), a million elsewhere (a hundred thousand and less reads at a glance).
 */
export function amountInWords(
  amount: number,
  currency: Currency,
  locale: string,
  numberFormat?: NumberFormat,
): string | null {
  const from = isGroupedInLakhs(currency, numberFormat) ? LAKH : MILLION;
  if (!Number.isFinite(amount) || Math.abs(amount) < from) return null;
  const tag = moneyLocale(locale, currency, numberFormat);
  const words = new Intl.NumberFormat(tag, { notation: 'compact', compactDisplay: 'long' }).format(Math.abs(amount));
  const sign = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  return withFigureAs(sign.formatToParts(Math.sign(amount)), words);
}
