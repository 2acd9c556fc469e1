import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../preferences/languages';
import { PITCH_DECK_ENTRIES } from './pitch-deck-entries';
import { DECK_CURRENCIES, DECK_SECTORS, DECK_STAGES } from './pitch-deck-fields';

/**
 * Issue 35 asks for at least 25 decks; only fully sourced ones ship: 15 so far (docs/tools/pitch-deck-directory.md
 * says which were looked for and why they are not in). The count may only grow.
 */
const SOURCED_SO_FAR = 15;
const LATEST_VERIFIED_ON = '2026-11-30';

const slugs = PITCH_DECK_ENTRIES.map((entry) => entry.slug);
const isHttps = (url: string) => new URL(url).protocol === 'https:';

describe('the shipped pitch decks', () => {
  it('number at least the decks sourced so far, each with a unique kebab-case slug', () => {
    expect(PITCH_DECK_ENTRIES.length).toBeGreaterThanOrEqual(SOURCED_SO_FAR);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each link to an https page and cite at least one https page with its title and publisher', () => {
    for (const entry of PITCH_DECK_ENTRIES) {
      expect(isHttps(entry.url), entry.slug).toBe(true);
      expect(entry.name.trim(), entry.slug).not.toBe('');
      expect(entry.sources.length, entry.slug).toBeGreaterThanOrEqual(1);
      for (const source of entry.sources) {
        expect(isHttps(source.url), source.url).toBe(true);
        expect(source.title.trim(), source.url).not.toBe('');
        expect(source.publisher.trim(), source.url).not.toBe('');
      }
    }
  });

  it('each carry a real verified-on date no later than the last check', () => {
    for (const entry of PITCH_DECK_ENTRIES) {
      expect(entry.verifiedOn, entry.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.verifiedOn}T00:00:00Z`).toISOString().slice(0, 10), entry.slug).toBe(entry.verifiedOn);
      expect(entry.verifiedOn <= LATEST_VERIFIED_ON, entry.slug).toBe(true);
    }
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
