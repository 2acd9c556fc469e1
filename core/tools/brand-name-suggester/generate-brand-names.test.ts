import { describe, expect, it } from 'vitest';
import type { BrandRequest } from './brand-name-request';
import { blend, generateBrandNames, seedsOf, withSuffix, type BrandCategory } from './generate-brand-names';

const request = (keywords: string, businessType = '', description = ''): BrandRequest => ({
  keywords,
  businessType,
  description,
});

/** The names of one category, in order. */
const namesIn = (category: BrandCategory, names: ReturnType<typeof generateBrandNames>) =>
  names.filter((name) => name.category === category).map((name) => name.name);

describe('the words names are made from', () => {
  it('takes the keywords, then the business type, then two telling words of the description, each once', () => {
    // 'Café' loses its accent; 'Food-Truck' is two words; of the description, 'we' and 'the' are short, 'best' a filler
    // word, so 'serve' and 'organic' are taken and 'coffee' (a third) is not; 'cafe' from the description is a repeat.
    expect(seedsOf(request('Café, fast!!', 'Food-Truck', 'We serve the best organic coffee at the cafe'))).toEqual([
      'cafe',
      'fast',
      'food',
      'truck',
      'serve',
      'organic',
    ]);
  });

  it('takes six words at most, and only words of 2 to 20 letters', () => {
    expect(seedsOf(request('one two three four five', 'six seven'))).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
    ]);
    expect(seedsOf(request(`a ${'x'.repeat(21)} go`))).toEqual(['go']);
  });
});

describe('joining words', () => {
  it('drops the word’s last vowel before a suffix that starts with one', () => {
    expect(withSuffix('lumo', 'io')).toBe('lumio');
    expect(withSuffix('fly', 'ify')).toBe('flify');
    expect(withSuffix('brew', 'ora')).toBe('brewora');
    expect(withSuffix('lumo', 'ly')).toBe('lumoly');
  });

  it('blends the first half of one word (rounded up) with the second half of another (rounded down)', () => {
    // 'green' (5) → 'gre', 'leaf' (4) → 'af'.
    expect(blend('green', 'leaf')).toBe('greaf');
    // 'le' + 'een' → 'leeen', the tripled e kept twice.
    expect(blend('leaf', 'green')).toBe('leen');
    // 'brew' → 'br', 'hub' (3) → 'ub'.
    expect(blend('brew', 'hub')).toBe('brub');
  });
});

describe('generateBrandNames', () => {
  it('makes each category’s names from one keyword, each with its .com domain', () => {
    const names = generateBrandNames(request('brew'));
    expect(namesIn('Modern', names)).toEqual(['Brewly', 'Brewify', 'Brewio', 'Brewora']);
    // No second word to blend with: only the compounds.
    expect(namesIn('Creative', names)).toEqual(['Brewnest', 'Brewbloom', 'Brewspark']);
    expect(namesIn('Tech', names)).toEqual(['BrewStack', 'BrewHub', 'BrewLabs', 'BrewAI', 'Neobrew', 'Omnibrew']);
    expect(namesIn('Professional', names)).toEqual(['Brew Partners', 'Brew Group', 'Brew Collective', 'Brew Co']);
    expect(names.find((name) => name.name === 'Brew Partners')).toEqual({
      name: 'Brew Partners',
      domain: 'brewpartners.com',
      category: 'Professional',
    });
    expect(names.find((name) => name.name === 'BrewAI')?.domain).toBe('brewai.com');
  });

  it('with two keywords, takes each affix with each word, blends them both ways and pairs them; six a category', () => {
    const names = generateBrandNames(request('green, leaf'));
    // -ly, -ify and -io with green and leaf make six: -ora is left out.
    expect(namesIn('Modern', names)).toEqual(['Greenly', 'Leafly', 'Greenify', 'Leafify', 'Greenio', 'Leafio']);
    expect(namesIn('Creative', names)).toEqual(['Greaf', 'Leen', 'Greennest', 'Leafnest', 'Greenbloom', 'Leafbloom']);
    expect(namesIn('Tech', names)).toEqual(['GreenStack', 'LeafStack', 'GreenHub', 'LeafHub', 'GreenLabs', 'LeafLabs']);
    expect(namesIn('Professional', names)).toEqual([
      'Green Leaf',
      'Green Partners',
      'Leaf Partners',
      'Green Group',
      'Leaf Group',
      'Green Collective',
    ]);
    expect(names.find((name) => name.name === 'Green Leaf')?.domain).toBe('greenleaf.com');
  });

  it('offers a domain once, in the first category that makes it, and never a keyword alone', () => {
    // Tech makes BrewHub (brewhub.com) before Professional pairs 'Brew Hub' (the same domain), which is left out.
    expect(namesIn('Professional', generateBrandNames(request('brew, hub')))).toEqual([
      'Brew Partners',
      'Hub Partners',
      'Brew Group',
      'Hub Group',
      'Brew Collective',
      'Hub Collective',
    ]);
    // brew + ly is the keyword brewly itself: not offered. brewly ends in y, a vowel: + ify → brewlify, + io → brewlio.
    expect(namesIn('Modern', generateBrandNames(request('brew, brewly')))).toEqual([
      'Brewlyly',
      'Brewify',
      'Brewlify',
      'Brewio',
      'Brewlio',
      'Brewora',
    ]);
  });

  it('gives the same names for the same inputs, and builds on the business type and description too', () => {
    const inputs = request('bloom', 'Florist', 'Fresh flowers delivered daily');
    expect(generateBrandNames(inputs)).toEqual(generateBrandNames({ ...inputs }));
    // Words: bloom, florist, fresh, flowers. Modern: -ly with each, then -ify with each.
    expect(namesIn('Modern', generateBrandNames(inputs))).toEqual([
      'Bloomly',
      'Floristly',
      'Freshly',
      'Flowersly',
      'Bloomify',
      'Floristify',
    ]);
  });
});
