import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../preferences/languages';
import { COMPETITION_ENTRIES } from './competition-entries';
import { COMPETITION_KINDS, COMPETITION_REGIONS } from './competition-fields';

const slugs = COMPETITION_ENTRIES.map((entry) => entry.slug);

describe('the shipped competition entries', () => {
  it('number at least 25, each with a unique kebab-case slug', () => {
    expect(COMPETITION_ENTRIES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('use only known kinds and regions, and every kind has entries', () => {
    for (const entry of COMPETITION_ENTRIES) {
      expect(COMPETITION_KINDS, entry.slug).toContain(entry.fields.kind);
      expect(entry.fields.regions.length, entry.slug).toBeGreaterThanOrEqual(1);
      expect(new Set(entry.fields.regions).size, entry.slug).toBe(entry.fields.regions.length);
      for (const region of entry.fields.regions) expect(COMPETITION_REGIONS, entry.slug).toContain(region);
      expect(entry.fields.organiser.trim(), entry.slug).not.toBe('');
    }
    for (const kind of COMPETITION_KINDS) {
      expect(
        COMPETITION_ENTRIES.some((entry) => entry.fields.kind === kind),
        kind,
      ).toBe(true);
    }
  });

  it('give months 1–12 without repeats, and no months when rolling', () => {
    for (const { slug, fields } of COMPETITION_ENTRIES) {
      for (const month of fields.usualMonths) {
        expect(Number.isInteger(month), slug).toBe(true);
        expect(month, slug).toBeGreaterThanOrEqual(1);
        expect(month, slug).toBeLessThanOrEqual(12);
      }
      expect(new Set(fields.usualMonths).size, slug).toBe(fields.usualMonths.length);
      if (fields.rolling) expect(fields.usualMonths, slug).toEqual([]);
    }
  });

  it('date their season notes with the day they were read', () => {
    for (const entry of COMPETITION_ENTRIES) {
      for (const language of LANGUAGES)
        expect(entry.fields.seasonNote[language], entry.slug).toContain(entry.verifiedOn);
    }
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s texts', (language) => {
  it('are written for every entry and differ from the English', () => {
    for (const { slug, description, fields } of COMPETITION_ENTRIES) {
      const texts = [description, fields.seasonNote, ...(fields.benefit === undefined ? [] : [fields.benefit])];
      for (const text of texts) {
        expect(text[language].trim(), slug).not.toBe('');
        expect(text[language], slug).not.toBe(text.en);
      }
    }
  });
});

describe('the English texts', () => {
  it('are written for every entry', () => {
    for (const { slug, description, fields } of COMPETITION_ENTRIES) {
      expect(description.en.trim(), slug).not.toBe('');
      expect(fields.seasonNote.en.trim(), slug).not.toBe('');
      if (fields.benefit !== undefined) expect(fields.benefit.en.trim(), slug).not.toBe('');
    }
  });
});
