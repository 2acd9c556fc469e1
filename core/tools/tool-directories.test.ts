import { describe, expect, it } from 'vitest';
import { facetTagsOf, facetTag } from '../directories/directory-definition';
import { LANGUAGES } from '../preferences/languages';
import { findTool } from './tool-catalogue';
import { DIRECTORIES } from './tool-directories';

/*
 * What every shipped directory entry must be (issue 35: "a data test checks every shipped entry has a name, a source
 * link (https) and a verified date"); each directory's own test checks its own fields.
 */
const TODAY = '2026-11-30';
const isHttps = (url: string) => new URL(url).protocol === 'https:';
const isDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

describe.each(DIRECTORIES.map((directory) => [directory.id, directory] as const))('the %s entries', (id, directory) => {
  it('belong to a working tool of the catalogue', () => {
    expect(findTool(id)?.kind).toBe('working');
  });

  it('each have a unique kebab-case slug, a name and an https page of their own', () => {
    const slugs = directory.entries.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of directory.entries) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.name.trim(), entry.slug).not.toBe('');
      expect(isHttps(entry.url), entry.slug).toBe(true);
    }
  });

  it('each cite at least one https page, once, with its title and publisher, read on a valid day not after today', () => {
    for (const entry of directory.entries) {
      expect(entry.sources.length, entry.slug).toBeGreaterThanOrEqual(1);
      expect(new Set(entry.sources.map((source) => source.url)).size, entry.slug).toBe(entry.sources.length);
      for (const source of entry.sources) {
        expect(isHttps(source.url), source.url).toBe(true);
        expect(source.title.trim(), source.url).not.toBe('');
        expect(source.publisher.trim(), source.url).not.toBe('');
      }
      expect(isDay(entry.verifiedOn) && entry.verifiedOn <= TODAY, entry.slug).toBe(true);
    }
  });

  it('each have a description in every language, the others not copied from the English', () => {
    for (const entry of directory.entries)
      for (const language of LANGUAGES) {
        expect(entry.description[language].trim(), `${entry.slug} ${language}`).not.toBe('');
        if (language !== 'en') expect(entry.description[language], entry.slug).not.toBe(entry.description.en);
      }
  });

  it('each give only values its filters know', () => {
    const known = new Set(directory.facets.flatMap((facet) => facet.values.map((value) => facetTag(facet.key, value))));
    for (const entry of directory.entries) {
      const tags = facetTagsOf(directory, entry.fields);
      for (const tag of tags) expect(known, entry.slug).toContain(tag);
      for (const facet of directory.facets)
        if (facet.key !== 'month')
          expect(facet.of(entry.fields).length, `${entry.slug} ${facet.key}`).toBeGreaterThan(0);
    }
  });
});
