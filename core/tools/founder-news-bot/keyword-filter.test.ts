import { describe, expect, it } from 'vitest';
import { passesFilters } from './keyword-filter';

const item = {
  title: 'Zepto raises $350M in Series G',
  summary: 'The quick-commerce startup’s funding round was led by Motilal Oswal.',
};

describe('passesFilters', () => {
  it('passes everything without words', () => {
    expect(passesFilters(item, { include: [], exclude: [] })).toBe(true);
  });
  it('needs one include word in the title or summary, case aside, as a part of a word', () => {
    expect(passesFilters(item, { include: ['series g'], exclude: [] })).toBe(true);
    expect(passesFilters(item, { include: ['fund'], exclude: [] })).toBe(true); // 'funding' in the summary
    expect(passesFilters(item, { include: ['layoffs', 'IPO'], exclude: [] })).toBe(false);
  });
  it('drops an item with an exclude word, even when an include word is there', () => {
    expect(passesFilters(item, { include: ['raises'], exclude: ['MOTILAL'] })).toBe(false);
    expect(passesFilters(item, { include: [], exclude: ['crypto'] })).toBe(true);
  });
});
