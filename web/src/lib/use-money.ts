import type { NumberFormat } from '@core/preferences/company-settings';
import type { Currency } from '@core/tools/money';
import { isGroupedInLakhs, lakhGrouped, moneyLocale } from '@core/tools/money-locale';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n } from '@/lib/i18n/use-t';

/** A tool's amounts in one currency, in the page's language (`useMoney(currency)`). */
export type Money = {
  /** With the currency's minor units: '$1,234.50', '₹12,34,567.00', '1.234,50 €'. */
  format: (amount: number) => string;
  /** Rounded to a whole unit: '$1,235', '₹12,34,567'. */
  formatWhole: (amount: number) => string;
  /** Short, for chart axes and tight cells: '$1.2M', '₹12L', '1,2 Mio. €'. */
  formatCompact: (amount: number) => string;
};

/** A thousand crore: from here en-IN's compact form would say '₹16.8KCr'; we say '₹16,800Cr'. */
const THOUSAND_CRORE = 10_000_000_000;
const CRORE = 10_000_000;

/** A number format made on its first use: a page that never shows a compact amount never pays for its format. */
function lazyFormat(make: () => Intl.NumberFormat): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= make());
}

function createMoneyFormats(locale: string, currency: Currency, numberFormat?: NumberFormat): Money {
  const indian = isGroupedInLakhs(currency, numberFormat);
  const tag = moneyLocale(locale, currency, numberFormat);
  const base = { style: 'currency', currency, currencyDisplay: 'narrowSymbol', signDisplay: 'negative' } as const;
  const exact = lazyFormat(() => new Intl.NumberFormat(tag, base));
  const whole = lazyFormat(
    () => new Intl.NumberFormat(tag, { ...base, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  );
  const compact = lazyFormat(
    () =>
      new Intl.NumberFormat(tag, { ...base, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }),
  );
  const grouped = (format: () => Intl.NumberFormat) => (amount: number) =>
    indian ? lakhGrouped(format().formatToParts(amount)) : format().format(amount);
  const formatWhole = grouped(whole);
  return {
    format: grouped(exact),
    formatWhole,
    formatCompact: (amount) =>
      tag === 'en-IN' && Math.abs(amount) >= THOUSAND_CRORE
        ? `${formatWhole(amount / CRORE)}Cr`
        : compact().format(amount),
  };
}

/** Made once per language, currency and number format for the whole page (each Intl format costs a render). */
const madeFormats = new Map<string, Money>();

/**
 * The formats of `currency` in `locale` (for code outside a component; components use `useMoney`). The symbol is
 * the narrow one ('$', '₹', '€', '£'): unambiguous among the currencies we offer, and the same in every language.
 * Rupees, and every amount of a company whose number format is Indian (ADR 0070), are grouped in lakhs and crores:
 * English speaks them as India does ('en-IN': '₹12,34,567', '₹12L', '₹1.2Cr', '₹16,800Cr'); other languages keep
 * their own separators and compact words ('12.34.567 ₹', '12 Mio. ₹').
 */
export function moneyFormats(locale: string, currency: Currency, numberFormat?: NumberFormat): Money {
  const key = `${locale} ${currency} ${numberFormat ?? ''}`;
  let formats = madeFormats.get(key);
  if (!formats) madeFormats.set(key, (formats = createMoneyFormats(locale, currency, numberFormat)));
  return formats;
}

/**
 * Amounts in `currency`, in the page's language (the IntlProvider's, so the server's render and the browser's say
 * the same) and the company's number format; English and the defaults outside the providers.
 */
export function useMoney(currency: Currency): Money {
  const { locale } = useI18n();
  const { numberFormat } = useCompanySettings();
  return moneyFormats(locale, currency, numberFormat);
}
