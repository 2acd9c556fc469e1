import type {
  InvestorGeography,
  InvestorKind,
  InvestorSector,
  InvestorStage,
} from '@core/tools/investor-directory/investor-fields';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The words for an investor's kind, stages, sectors and geographies, as the filters and the cards say them. */
export const KIND_LABELS: Record<InvestorKind, MessageDescriptor> = defineMessages({
  accelerator: { id: 'investorDirectory.kind.accelerator', defaultMessage: 'Accelerator' },
  'seed-fund': { id: 'investorDirectory.kind.seedFund', defaultMessage: 'Seed fund' },
  'vc-fund': { id: 'investorDirectory.kind.vcFund', defaultMessage: 'Venture fund' },
  'angel-network': { id: 'investorDirectory.kind.angelNetwork', defaultMessage: 'Angel network' },
  'corporate-vc': { id: 'investorDirectory.kind.corporateVc', defaultMessage: 'Corporate VC' },
});

export const STAGE_LABELS: Record<InvestorStage, MessageDescriptor> = defineMessages({
  'pre-seed': { id: 'investorDirectory.stage.preSeed', defaultMessage: 'Pre-seed' },
  seed: { id: 'investorDirectory.stage.seed', defaultMessage: 'Seed' },
  'series-a': { id: 'investorDirectory.stage.seriesA', defaultMessage: 'Series A' },
  'series-b-plus': { id: 'investorDirectory.stage.seriesBPlus', defaultMessage: 'Series B+' },
});

export const SECTOR_LABELS: Record<InvestorSector, MessageDescriptor> = defineMessages({
  generalist: { id: 'investorDirectory.sector.generalist', defaultMessage: 'Generalist' },
  fintech: { id: 'investorDirectory.sector.fintech', defaultMessage: 'Fintech' },
  saas: { id: 'investorDirectory.sector.saas', defaultMessage: 'SaaS' },
  consumer: { id: 'investorDirectory.sector.consumer', defaultMessage: 'Consumer' },
  health: { id: 'investorDirectory.sector.health', defaultMessage: 'Health' },
  climate: { id: 'investorDirectory.sector.climate', defaultMessage: 'Climate' },
  deeptech: { id: 'investorDirectory.sector.deeptech', defaultMessage: 'Deep tech' },
  ai: { id: 'investorDirectory.sector.ai', defaultMessage: 'AI' },
  edtech: { id: 'investorDirectory.sector.edtech', defaultMessage: 'Edtech' },
  agritech: { id: 'investorDirectory.sector.agritech', defaultMessage: 'Agritech' },
  mobility: { id: 'investorDirectory.sector.mobility', defaultMessage: 'Mobility' },
  marketplace: { id: 'investorDirectory.sector.marketplace', defaultMessage: 'Marketplaces' },
  industrial: { id: 'investorDirectory.sector.industrial', defaultMessage: 'Industrial' },
  media: { id: 'investorDirectory.sector.media', defaultMessage: 'Media' },
});

export const GEOGRAPHY_LABELS: Record<InvestorGeography, MessageDescriptor> = defineMessages({
  india: { id: 'investorDirectory.geography.india', defaultMessage: 'India' },
  us: { id: 'investorDirectory.geography.us', defaultMessage: 'United States' },
  europe: { id: 'investorDirectory.geography.europe', defaultMessage: 'Europe' },
  'southeast-asia': { id: 'investorDirectory.geography.southeastAsia', defaultMessage: 'Southeast Asia' },
  africa: { id: 'investorDirectory.geography.africa', defaultMessage: 'Africa' },
  'latin-america': { id: 'investorDirectory.geography.latinAmerica', defaultMessage: 'Latin America' },
  global: { id: 'investorDirectory.geography.global', defaultMessage: 'Global' },
});
