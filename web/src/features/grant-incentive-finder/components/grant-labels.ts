import type { GrantCountry, GrantKind, GrantSector, GrantStage } from '@core/tools/grant-incentive-finder/grant-fields';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The words for a programme's kind, countries, stages, sectors and the age bands, as the filters and cards say them. */
export const KIND_LABELS: Record<GrantKind, MessageDescriptor> = defineMessages({
  grant: { id: 'grantFinder.kind.grant', defaultMessage: 'Grant' },
  loan: { id: 'grantFinder.kind.loan', defaultMessage: 'Loan' },
  'tax-incentive': { id: 'grantFinder.kind.taxIncentive', defaultMessage: 'Tax incentive' },
  equity: { id: 'grantFinder.kind.equity', defaultMessage: 'Equity' },
  'credit-guarantee': { id: 'grantFinder.kind.creditGuarantee', defaultMessage: 'Credit guarantee' },
  prize: { id: 'grantFinder.kind.prize', defaultMessage: 'Prize' },
});

export const COUNTRY_LABELS: Record<GrantCountry, MessageDescriptor> = defineMessages({
  india: { id: 'grantFinder.country.india', defaultMessage: 'India' },
  us: { id: 'grantFinder.country.us', defaultMessage: 'United States' },
  eu: { id: 'grantFinder.country.eu', defaultMessage: 'European Union' },
  germany: { id: 'grantFinder.country.germany', defaultMessage: 'Germany' },
  france: { id: 'grantFinder.country.france', defaultMessage: 'France' },
  uk: { id: 'grantFinder.country.uk', defaultMessage: 'United Kingdom' },
  singapore: { id: 'grantFinder.country.singapore', defaultMessage: 'Singapore' },
  canada: { id: 'grantFinder.country.canada', defaultMessage: 'Canada' },
  australia: { id: 'grantFinder.country.australia', defaultMessage: 'Australia' },
  global: { id: 'grantFinder.country.global', defaultMessage: 'Worldwide' },
});

export const STAGE_LABELS: Record<GrantStage, MessageDescriptor> = defineMessages({
  idea: { id: 'grantFinder.stage.idea', defaultMessage: 'Idea' },
  'pre-seed': { id: 'grantFinder.stage.preSeed', defaultMessage: 'Pre-seed' },
  seed: { id: 'grantFinder.stage.seed', defaultMessage: 'Seed' },
  'series-a': { id: 'grantFinder.stage.seriesA', defaultMessage: 'Series A' },
  growth: { id: 'grantFinder.stage.growth', defaultMessage: 'Growth' },
});

export const SECTOR_LABELS: Record<GrantSector, MessageDescriptor> = defineMessages({
  any: { id: 'grantFinder.sector.any', defaultMessage: 'Any sector' },
  software: { id: 'grantFinder.sector.software', defaultMessage: 'Software' },
  hardware: { id: 'grantFinder.sector.hardware', defaultMessage: 'Hardware' },
  'deep-tech': { id: 'grantFinder.sector.deepTech', defaultMessage: 'Deep tech' },
  biotech: { id: 'grantFinder.sector.biotech', defaultMessage: 'Biotech' },
  health: { id: 'grantFinder.sector.health', defaultMessage: 'Health' },
  cleantech: { id: 'grantFinder.sector.cleantech', defaultMessage: 'Cleantech' },
  agriculture: { id: 'grantFinder.sector.agriculture', defaultMessage: 'Agriculture' },
  fintech: { id: 'grantFinder.sector.fintech', defaultMessage: 'Fintech' },
  edtech: { id: 'grantFinder.sector.edtech', defaultMessage: 'Edtech' },
  manufacturing: { id: 'grantFinder.sector.manufacturing', defaultMessage: 'Manufacturing' },
});

export const AGE_LABELS: Record<string, MessageDescriptor> = defineMessages({
  'under-1': { id: 'grantFinder.age.under1', defaultMessage: 'Under 1 year' },
  '1-3': { id: 'grantFinder.age.1to3', defaultMessage: '1–3 years' },
  '3-5': { id: 'grantFinder.age.3to5', defaultMessage: '3–5 years' },
  '5-10': { id: 'grantFinder.age.5to10', defaultMessage: '5–10 years' },
  '10-plus': { id: 'grantFinder.age.10plus', defaultMessage: '10 years or more' },
});
