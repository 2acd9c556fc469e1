import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../preferences/languages';
import { PITCH_DECK_ENTRIES } from './pitch-deck-entries';
import { DECK_CURRENCIES, DECK_SECTORS, DECK_STAGES } from './pitch-deck-fields';

/**
 * Issue 35 asks for at least 25 decks; only fully sourced ones ship: 18 so far (docs/tools/pitch-deck-directory.md
 * says which were looked for and why they are not in). The count may only grow.
 */
const SOURCED_SO_FAR = 18;

const slugs = PITCH_DECK_ENTRIES.map((entry) => entry.slug);

describe('the shipped pitch decks', () => {
  it('number at least the decks sourced so far, each with a unique kebab-case slug', () => {
    expect(PITCH_DECK_ENTRIES.length).toBeGreaterThanOrEqual(SOURCED_SO_FAR);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each have a plausible year, a known stage and sector, and a positive amount where one is given', () => {
    for (const { slug, fields } of PITCH_DECK_ENTRIES) {
      expect(Number.isInteger(fields.year), slug).toBe(true);
      expect(fields.year, slug).toBeGreaterThanOrEqual(1995);
      expect(fields.year, slug).toBeLessThanOrEqual(2026);
      expect(DECK_STAGES, slug).toContain(fields.stage);
      expect(DECK_SECTORS, slug).toContain(fields.sector);
      expect(fields.company.trim(), slug).not.toBe('');
      if (fields.raised !== undefined) {
        expect(fields.raised.amount, slug).toBeGreaterThan(0);
        expect(Number.isFinite(fields.raised.amount), slug).toBe(true);
        expect(DECK_CURRENCIES, slug).toContain(fields.raised.currency);
      }
    }
  });

  it.each(LANGUAGES)('each have a description and a lesson in %s', (language) => {
    for (const entry of PITCH_DECK_ENTRIES) {
      expect(entry.description[language].trim(), entry.slug).not.toBe('');
      expect(entry.fields.lesson[language].trim(), entry.slug).not.toBe('');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'have every %s text translated, none copied from English',
    (language) => {
      for (const entry of PITCH_DECK_ENTRIES) {
        expect(entry.description[language], entry.slug).not.toBe(entry.description.en);
        expect(entry.fields.lesson[language], entry.slug).not.toBe(entry.fields.lesson.en);
      }
    },
  );
});
