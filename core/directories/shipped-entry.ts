import type { Language } from '../preferences/languages';

/**
 * What the app ships for a directory's entry (issue 35: the Investor, Pitch Deck, Competition & Hackathon and Grant &
 * Incentive directories): only real, publicly documented organisations, programmes and documents, each with the
 * public pages it comes from and the day they were read. `Fields` are the directory's own (an investor's stages, a
 * deck's year). A shipped entry's words are the app's, written for it, in every language the product speaks.
 */
export type ShippedEntry<Fields> = {
  /** A stable kebab-case id: links and the seed's upserts key on it, so it never changes once shipped. */
  slug: string;
  /** The entry's proper name, as its own site writes it (not translated). */
  name: string;
  /** Its own public page (https): the fund's, the programme's, where the deck is published. */
  url: string;
  /** One or two sentences in the app's own words, per language: what it is, for whom. */
  description: Record<Language, string>;
  fields: Fields;
  /** The public pages the entry's facts were read on (https), at least one. */
  sources: readonly { url: string; title: string; publisher: string }[];
  /** The day the sources were last read against the entry (YYYY-MM-DD). */
  verifiedOn: string;
};
