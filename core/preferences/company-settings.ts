import type { Currency } from '../tools/money';
import { acceptedLocales } from './languages';

/** How digits are grouped: 12,34,567 (lakhs and crores) or 1,234,567 (thousands), with the language's separators. */
export const NUMBER_FORMATS = ['indian', 'international'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The order a short date is written in: 31/03/2027, 03/31/2027 or 2027-03-31. */
export const DATE_FORMATS = ['dmy', 'mdy', 'ymd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * The founder's company setting (ADR 0070): the currency every tool and idea starts in, how numbers and dates are
 * written, and the month the financial year starts (4: April–March, as in India). No zod here: the app's entry
 * reads the defaults (its schema is in preferences-contracts).
 */
export type CompanySettings = {
  currency: Currency;
  numberFormat: NumberFormat;
  dateFormat: DateFormat;
  fiscalYearStartMonth: number;
};

/** What an account has before it says otherwise: the app's behaviour before ADR 0070 (dollars, Jan–Dec). */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  currency: 'USD',
  numberFormat: 'international',
  dateFormat: 'mdy',
  fiscalYearStartMonth: 1,
};

const EURO_REGIONS = new Set('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));

/** A region's usual setting: India's rupees in lakhs and April–March years, Britain's pounds and April years… */
function settingsOfRegion(region: string): CompanySettings {
  if (region === 'IN') return { currency: 'INR', numberFormat: 'indian', dateFormat: 'dmy', fiscalYearStartMonth: 4 };
  if (region === 'US') return DEFAULT_COMPANY_SETTINGS;
  if (region === 'GB')
    return { currency: 'GBP', numberFormat: 'international', dateFormat: 'dmy', fiscalYearStartMonth: 4 };
  if (EURO_REGIONS.has(region))
    return { currency: 'EUR', numberFormat: 'international', dateFormat: 'dmy', fiscalYearStartMonth: 1 };
  return { ...DEFAULT_COMPANY_SETTINGS, dateFormat: 'dmy' };
}

/**
 * The setting proposed to a new account from its browser's first language (Accept-Language): its region, or the
 * region its language is most spoken in ('hi' is India's, 'de' Germany's; Intl's likely subtags). No header, or a
 * tag Intl cannot read: the defaults.
 */
export function proposeCompanySettings(acceptLanguage: string | undefined): CompanySettings {
  const [first] = acceptedLocales(acceptLanguage ?? '');
  if (first === undefined) return DEFAULT_COMPANY_SETTINGS;
  try {
    return settingsOfRegion(new Intl.Locale(first).maximize().region ?? '');
  } catch {
    return DEFAULT_COMPANY_SETTINGS;
  }
}
