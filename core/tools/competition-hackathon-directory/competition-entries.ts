import { ACCELERATOR_ENTRIES } from './competition-entries-accelerators';
import { HACKATHON_ENTRIES } from './competition-entries-hackathons';
import { PITCH_COMPETITION_ENTRIES } from './competition-entries-pitch';
import { CHALLENGE_PRIZE_ENTRIES } from './competition-entries-prizes';
import { PROGRAMME_ENTRIES } from './competition-entries-programmes';
import type { CompetitionEntry } from './competition-fields';

/**
 * The Competition & Hackathon Directory's shipped entries (issue 35): recurring, publicly documented competitions,
 * accelerator programmes, challenge prizes and hackathons, each citing the pages it was read from. Dates in a
 * `seasonNote` belong to the edition it names; the user dates their own 'Track deadline' reminder from the official page.
 */
export const COMPETITION_ENTRIES: readonly CompetitionEntry[] = [
  ...PITCH_COMPETITION_ENTRIES,
  ...ACCELERATOR_ENTRIES,
  ...PROGRAMME_ENTRIES,
  ...CHALLENGE_PRIZE_ENTRIES,
  ...HACKATHON_ENTRIES,
];
