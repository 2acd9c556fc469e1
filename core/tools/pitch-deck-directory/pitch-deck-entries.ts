import type { ShippedEntry } from '../../directories/shipped-entry';
import { PITCH_DECKS_2004_2008 } from './pitch-deck-entries-2004-2008';
import { PITCH_DECKS_2009_2016 } from './pitch-deck-entries-2009-2016';
import { PITCH_DECKS_2017_2023 } from './pitch-deck-entries-2017-2023';
import type { PitchDeckFields } from './pitch-deck-fields';

/**
 * The pitch decks the app ships in the Pitch Deck Directory (issue 35), oldest first: each a real deck that became
 * public, with the pages it is documented on. Amounts appear only where a cited page states them.
 */
export const PITCH_DECK_ENTRIES: readonly ShippedEntry<PitchDeckFields>[] = [
  ...PITCH_DECKS_2004_2008,
  ...PITCH_DECKS_2009_2016,
  ...PITCH_DECKS_2017_2023,
];
