import { say } from '../i18n/say';
import { currencySchema, type Currency } from '../tools/money';
import { z } from '../zod';
import { acceptedLocales } from './languages';

/** How digits are grouped: 12,34,567 (lakhs and crores) or 1,234,567 (thousands), with the language's separators. */
export const NUMBER_FORMATS = ['indian', 'international'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The order a short date is written in: 31/03/2027, 03/31/2027 or 2027-03-31. */
export const DATE_FORMATS = ['dmy', 'mdy', 'ymd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const notMonth = say({
  id: 'core.preferences.fiscalYearNotMonth',
  defaultMessage: 'Choose the month the financial year starts',
});

/**
 * The founder's company setting (ADR 0070): the currency every tool and idea starts in, how numbers and dates are
 * written, and the month the financial year starts (4: April–March, as in India).
 */
export const companySettingsShape = {
  currency: currencySchema,
  numberFormat: z.enum(
    NUMBER_FORMATS,
    say({ id: 'core.preferences.chooseNumberFormat', defaultMessage: 'Choose Indian or international grouping' }),
  ),
  dateFormat: z.enum(
    DATE_FORMATS,
    say({
      id: 'core.preferences.chooseDateFormat',
      defaultMessage: 'Choose day/month/year, month/day/year or year-month-day',
    }),
  ),
  fiscalYearStartMonth: z.number(notMonth).check(z.int(notMonth), z.gte(1, notMonth), z.lte(12, notMonth)),
};
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
