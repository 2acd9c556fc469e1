import type { ShippedEntry } from '../../directories/shipped-entry';
import type { Language } from '../../preferences/languages';

/** What a programme gives: money to keep, to repay, off tax, for shares, behind a loan, or for winning. */
export const GRANT_KINDS = ['grant', 'loan', 'tax-incentive', 'equity', 'credit-guarantee', 'prize'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** Where a programme's applicants must be established ('eu': an EU member state or a Horizon Europe associate). */
export const GRANT_COUNTRIES = [
  'india',
  'us',
  'eu',
  'germany',
  'france',
  'uk',
  'singapore',
  'canada',
  'australia',
  'global',
] as const;
export type GrantCountry = (typeof GRANT_COUNTRIES)[number];

/** The company's stage, as the eligibility filter asks it. */
export const GRANT_STAGES = ['idea', 'pre-seed', 'seed', 'series-a', 'growth'] as const;
export type GrantStage = (typeof GRANT_STAGES)[number];

/** The sectors a programme is for; 'any' when its rules name none. */
export const GRANT_SECTORS = [
  'any',
  'software',
  'hardware',
  'deep-tech',
  'biotech',
  'health',
  'cleantech',
  'agriculture',
  'fintech',
  'edtech',
  'manufacturing',
] as const;
export type GrantSector = (typeof GRANT_SECTORS)[number];

/** The currencies the published amounts are in (ISO 4217). */
export const GRANT_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'SGD', 'CAD', 'AUD'] as const;
export type GrantCurrency = (typeof GRANT_CURRENCIES)[number];

/**
 * An amount as a cited page states it, in whole units of its currency. Amounts change often, so each carries the day
 * it is true of (`asOf`: the date the page carries, or the day it was read when it carries none) and the page shows it.
 */
export type GrantAmount = {
  min?: number;
  max?: number;
  currency: GrantCurrency;
  asOf: string;
  /** What the figure is (per year, the grant part only, matched by the founders…), per language. */
  note?: Record<Language, string>;
};

export type GrantFields = {
  kind: GrantKind;
  /** The public body that runs the programme. */
  provider: string;
  countries: readonly GrantCountry[];
  stages: readonly GrantStage[];
  sectors: readonly GrantSector[];
  /** Only where the programme's rule sets it (SISFS: incorporated at most 2 years ago). */
  maxCompanyAgeYears?: number;
  /** Only where a cited page states it. */
  amount?: GrantAmount;
  /** The main conditions in plain words, 1–3 sentences, per language. */
  eligibility: Record<Language, string>;
};

export type GrantEntry = ShippedEntry<GrantFields>;
export type GrantSource = GrantEntry['sources'][number];

/** The day every entry's sources were last read against it. */
export const GRANTS_VERIFIED_ON = '2026-11-30';

/** A cited page: its address (https), its own title and who publishes it. */
export const source = (url: string, title: string, publisher: string): GrantSource => ({ url, title, publisher });

/** A text in the four languages, in the order English, German, Spanish, French. */
export const texts = (en: string, de: string, es: string, fr: string): Record<Language, string> => ({ en, de, es, fr });
