import type { ShippedEntry } from '../../directories/shipped-entry';
import type { Language } from '../../preferences/languages';

/** What kind of opportunity an entry is: the directory's first filter. */
export const COMPETITION_KINDS = [
  'pitch-competition',
  'accelerator-programme',
  'hackathon',
  'challenge-prize',
] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

/** Where an entry takes applicants from or runs ('online' for events held online; 'global' for open to all). */
export const COMPETITION_REGIONS = [
  'india',
  'us',
  'europe',
  'asia',
  'africa',
  'latin-america',
  'global',
  'online',
] as const;
export type CompetitionRegion = (typeof COMPETITION_REGIONS)[number];

/**
 * The Competition & Hackathon Directory's own fields (issue 35). Deadlines change every edition, so none is stored as
 * a bare date: `seasonNote` says which edition a date belongs to and when it was read, and the user's 'Track deadline'
 * reminder carries the date they enter from the official page.
 */
export type CompetitionFields = {
  kind: CompetitionKind;
  /** Who runs it, as its own pages name the organiser (not translated). */
  organiser: string;
  regions: readonly CompetitionRegion[];
  /**
   * 1–12: the months applications usually open or the event usually runs, as the cited pages show for dated
   * editions; empty when it runs year-round (rolling) or when the cited editions do not show a steady season.
   */
  usualMonths: readonly number[];
  /** Runs year-round (applications or events throughout the year), so it has no usual months. */
  rolling: boolean;
  /** The season in words, with the dated editions it rests on and the day it was read, per language. */
  seasonNote: Record<Language, string>;
  /** The prize or what participants get, only as a cited page states it, per language. */
  benefit?: Record<Language, string>;
};

/** One shipped directory entry. */
export type CompetitionEntry = ShippedEntry<CompetitionFields>;
