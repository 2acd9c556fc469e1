import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../preferences/languages';
import { GRANT_ENTRIES } from './grant-entries';
import {
  GRANT_COUNTRIES,
  GRANT_CURRENCIES,
  GRANT_KINDS,
  GRANT_SECTORS,
  GRANT_STAGES,
  type GrantCountry,
} from './grant-fields';

const LATEST_VERIFIED_ON = '2026-11-30';
const slugs = GRANT_ENTRIES.map((entry) => entry.slug);

const isValidDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

const countIn = (countries: readonly GrantCountry[]) =>
  GRANT_ENTRIES.filter((entry) => entry.fields.countries.some((country) => countries.includes(country))).length;

describe('the Grant & Incentive Finder entries', () => {
  it('number at least 30, each with a unique kebab-case slug and an https address', () => {
    expect(GRANT_ENTRIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of GRANT_ENTRIES) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.name.trim(), entry.slug).not.toBe('');
      expect(new URL(entry.url).protocol, entry.slug).toBe('https:');
    }
  });

  it('cover India, the US and Europe in depth', () => {
    expect(countIn(['india'])).toBeGreaterThanOrEqual(8);
    expect(countIn(['us'])).toBeGreaterThanOrEqual(5);
    expect(countIn(['eu', 'germany', 'france'])).toBeGreaterThanOrEqual(5);
  });

  it('use only the known kinds, countries, stages and sectors, each list non-empty and without repeats', () => {
    for (const { slug, fields } of GRANT_ENTRIES) {
      expect(GRANT_KINDS, slug).toContain(fields.kind);
      expect(fields.provider.trim(), slug).not.toBe('');
      const lists: [readonly string[], readonly string[]][] = [
        [fields.countries, GRANT_COUNTRIES],
        [fields.stages, GRANT_STAGES],
        [fields.sectors, GRANT_SECTORS],
      ];
      for (const [values, known] of lists) {
        expect(values.length, slug).toBeGreaterThan(0);
        expect(new Set(values).size, slug).toBe(values.length);
        for (const value of values) expect(known, slug).toContain(value);
      }
      if (fields.sectors.includes('any')) expect(fields.sectors, slug).toEqual(['any']);
    }
  });

  it('give a company-age limit only as a positive number of years', () => {
    for (const { slug, fields } of GRANT_ENTRIES) {
      if (fields.maxCompanyAgeYears === undefined) continue;
      expect(fields.maxCompanyAgeYears, slug).toBeGreaterThan(0);
      expect(fields.maxCompanyAgeYears, slug).toBeLessThanOrEqual(20);
    }
  });

  it('state amounts with a currency, the day they are true of, and min ≤ max', () => {
    for (const { slug, fields } of GRANT_ENTRIES) {
      const { amount } = fields;
      if (amount === undefined) continue;
      expect(GRANT_CURRENCIES, slug).toContain(amount.currency);
      expect(isValidDay(amount.asOf), slug).toBe(true);
      expect(amount.asOf <= LATEST_VERIFIED_ON, slug).toBe(true);
      expect(amount.min !== undefined || amount.max !== undefined, slug).toBe(true);
      for (const value of [amount.min, amount.max]) {
        if (value !== undefined) expect(Number.isFinite(value) && value > 0, slug).toBe(true);
      }
      if (amount.min !== undefined && amount.max !== undefined)
        expect(amount.min, slug).toBeLessThanOrEqual(amount.max);
    }
  });
});

describe.each(LANGUAGES)('the %s texts', (language) => {
  it('give every entry a description and eligibility, and every amount note, none of them empty', () => {
    for (const { slug, description, fields } of GRANT_ENTRIES) {
      expect(description[language].trim(), slug).not.toBe('');
      expect(fields.eligibility[language].trim(), slug).not.toBe('');
      if (fields.amount?.note) expect(fields.amount.note[language].trim(), slug).not.toBe('');
    }
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s translation', (language) => {
  it('differs from the English of every text', () => {
    for (const { slug, description, fields } of GRANT_ENTRIES) {
      expect(description[language], slug).not.toBe(description.en);
      expect(fields.eligibility[language], slug).not.toBe(fields.eligibility.en);
      if (fields.amount?.note) expect(fields.amount.note[language], slug).not.toBe(fields.amount.note.en);
    }
  });
});
