import type { DeckSector, DeckStage } from '@core/tools/pitch-deck-directory/pitch-deck-fields';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The words for a deck's round and sector, as the filters and the cards say them. */
export const STAGE_LABELS: Record<DeckStage, MessageDescriptor> = defineMessages({
  'pre-seed': { id: 'pitchDeckDirectory.stage.preSeed', defaultMessage: 'Pre-seed' },
  seed: { id: 'pitchDeckDirectory.stage.seed', defaultMessage: 'Seed' },
  'series-a': { id: 'pitchDeckDirectory.stage.seriesA', defaultMessage: 'Series A' },
  'series-b-plus': { id: 'pitchDeckDirectory.stage.seriesBPlus', defaultMessage: 'Series B+' },
  ipo: { id: 'pitchDeckDirectory.stage.ipo', defaultMessage: 'IPO' },
});

export const SECTOR_LABELS: Record<DeckSector, MessageDescriptor> = defineMessages({
  saas: { id: 'pitchDeckDirectory.sector.saas', defaultMessage: 'SaaS' },
  consumer: { id: 'pitchDeckDirectory.sector.consumer', defaultMessage: 'Consumer' },
  marketplace: { id: 'pitchDeckDirectory.sector.marketplace', defaultMessage: 'Marketplace' },
  fintech: { id: 'pitchDeckDirectory.sector.fintech', defaultMessage: 'Fintech' },
  social: { id: 'pitchDeckDirectory.sector.social', defaultMessage: 'Social' },
  mobility: { id: 'pitchDeckDirectory.sector.mobility', defaultMessage: 'Mobility' },
  media: { id: 'pitchDeckDirectory.sector.media', defaultMessage: 'Media' },
  proptech: { id: 'pitchDeckDirectory.sector.proptech', defaultMessage: 'Property' },
  deeptech: { id: 'pitchDeckDirectory.sector.deeptech', defaultMessage: 'Deep tech' },
  health: { id: 'pitchDeckDirectory.sector.health', defaultMessage: 'Health' },
});
