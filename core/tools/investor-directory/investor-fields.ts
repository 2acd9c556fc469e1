/**
 * The directory fields of an investor in the Investor Directory (issue 35): what kind of investor it is, the stages,
 * sectors and geographies it invests in, and a typical cheque only where a cited page publishes one.
 */
export const INVESTOR_KINDS = ['accelerator', 'seed-fund', 'vc-fund', 'angel-network', 'corporate-vc'] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number];

export const INVESTOR_STAGES = ['pre-seed', 'seed', 'series-a', 'series-b-plus'] as const;
export type InvestorStage = (typeof INVESTOR_STAGES)[number];

export const INVESTOR_SECTORS = [
  'generalist',
  'fintech',
  'saas',
  'consumer',
  'health',
  'climate',
  'deeptech',
  'ai',
  'edtech',
  'agritech',
  'mobility',
  'marketplace',
  'industrial',
  'media',
] as const;
export type InvestorSector = (typeof INVESTOR_SECTORS)[number];

export const INVESTOR_GEOGRAPHIES = [
  'india',
  'us',
  'europe',
  'southeast-asia',
  'africa',
  'latin-america',
  'global',
] as const;
export type InvestorGeography = (typeof INVESTOR_GEOGRAPHIES)[number];

export const CHEQUE_CURRENCIES = ['USD', 'INR', 'EUR', 'GBP'] as const;
export type ChequeCurrency = (typeof CHEQUE_CURRENCIES)[number];

/**
 * A cheque size exactly as a cited page published it, never estimated. Amounts change often, so it carries the day the
 * source said it (`asOf`, YYYY-MM-DD), which the page shows with it.
 */
export type InvestorCheque = { min?: number; max?: number; currency: ChequeCurrency; asOf: string };

export type InvestorFields = {
  kind: InvestorKind;
  stages: readonly InvestorStage[];
  sectors: readonly InvestorSector[];
  geographies: readonly InvestorGeography[];
  /** Only where a cited source publishes it (an accelerator's standard deal, a fund's stated range). */
  cheque?: InvestorCheque;
};
