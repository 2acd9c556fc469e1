import type { Language } from '../../preferences/languages';

/** The rounds a deck was made for, earliest first; 'series-b-plus' groups every later private round. */
export const DECK_STAGES = ['pre-seed', 'seed', 'series-a', 'series-b-plus', 'ipo'] as const;
export type DeckStage = (typeof DECK_STAGES)[number];

/** The sectors the directory filters by; a deck has exactly one. */
export const DECK_SECTORS = [
  'saas',
  'consumer',
  'marketplace',
  'fintech',
  'social',
  'mobility',
  'media',
  'proptech',
  'deeptech',
  'health',
] as const;
export type DeckSector = (typeof DECK_SECTORS)[number];

/** The currencies an amount raised is stated in. */
export const DECK_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR'] as const;
export type DeckCurrency = (typeof DECK_CURRENCIES)[number];

/** A pitch deck's own fields in the directory (issue 35). */
export type PitchDeckFields = {
  /** The company as it is known today (the entry's `name` says which deck). */
  company: string;
  /** The year the deck was made or used. */
  year: number;
  stage: DeckStage;
  sector: DeckSector;
  /** The round's amount, only where a cited page states it; never estimated. */
  raised?: { amount: number; currency: DeckCurrency };
  /** What a founder can learn from the deck, one or two sentences, per language. */
  lesson: Record<Language, string>;
};
