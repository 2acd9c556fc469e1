import { defineDirectory } from '../../directories/directory-definition';
import { PITCH_DECK_ENTRIES } from './pitch-deck-entries';
import { DECK_SECTORS, DECK_STAGES, type PitchDeckFields } from './pitch-deck-fields';

/** The Pitch Deck Directory (issue 35, ADR 0096): decks their companies made public, filtered by stage and sector. */
export const pitchDeckDirectory = defineDirectory<PitchDeckFields>({
  id: 'pitch-deck-directory',
  entries: PITCH_DECK_ENTRIES,
  facets: [
    { key: 'stage', values: DECK_STAGES, of: (fields) => [fields.stage] },
    { key: 'sector', values: DECK_SECTORS, of: (fields) => [fields.sector] },
  ],
});
