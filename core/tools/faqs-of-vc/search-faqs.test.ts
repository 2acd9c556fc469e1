import { describe, expect, it } from 'vitest';
import { faqTextsDe } from './texts/de';
import { faqTextsEn } from './texts/en';
import { FAQ_ENTRIES } from './faq-entries';
import { searchFaqs } from './search-faqs';

// Four entries out of topic order, so that topic order and entry order can be told apart.
const entries = [
  { id: 'a', topic: 'terms' },
  { id: 'b', topic: 'instruments' },
  { id: 'c', topic: 'instruments' },
  { id: 'd', topic: 'india' },
] as const;
type Id = (typeof entries)[number]['id'];
const texts: Record<Id, { question: string; answer: string }> = {
  a: {
    question: 'What is a liquidation preference?',
    answer: 'Preferred holders are paid first when the company is sold.',
  },
  b: { question: 'What is a SAFE?', answer: 'A simple agreement; it converts at a priced round with a valuation cap.' },
  c: { question: 'What is a valuation cap?', answer: 'The highest valuation at which a SAFE converts.' },
  d: {
    question: 'Qu’est-ce que la reconnaissance DPIIT ?',
    answer: 'Le statut officiel de startup en Inde, accordé par le Département.',
  },
};
const search = (query: string, topic?: 'instruments' | 'terms') =>
  searchFaqs({ entries, texts, query, topic }).map((hit) => [hit.id, hit.score]);

describe('searchFaqs', () => {
  it('lists every entry in topic order, then entry order, for an empty or wordless query', () => {
    // instruments (b, c) before terms (a) before india (d).
    expect(search('')).toEqual([
      ['b', 0],
      ['c', 0],
      ['a', 0],
      ['d', 0],
    ]);
    expect(search('  ?! ')).toEqual([
      ['b', 0],
      ['c', 0],
      ['a', 0],
      ['d', 0],
    ]);
  });

  it('weighs a word in the question (3) above one in the answer (1)', () => {
    // b: "SAFE" in its question only = 3; c: in its answer only = 1.
    expect(search('safe')).toEqual([
      ['b', 3],
      ['c', 1],
    ]);
  });

  it('adds up the query words', () => {
    // c: valuation 3 + 1, cap 3 + 0 = 7; b: valuation 0 + 1, cap 0 + 1 = 2.
    expect(search('valuation cap')).toEqual([
      ['c', 7],
      ['b', 2],
    ]);
  });

  it('needs every query word somewhere in the entry', () => {
    expect(search('safe liquidation')).toEqual([]);
    // a has "paid" but not "sold twice"; "twice" is nowhere.
    expect(search('paid twice')).toEqual([]);
  });

  it('matches the beginning of a word, whatever its case and accents', () => {
    // "conv" begins "converts" in the answers of b and c: 1 each, so topic then entry order.
    expect(search('conv')).toEqual([
      ['b', 1],
      ['c', 1],
    ]);
    // d: "dpiit" in the question 3, "departement" (Département) in the answer 1.
    expect(search('DPIIT departement')).toEqual([['d', 4]]);
    expect(search('DÉPARTEMENT')).toEqual([['d', 1]]);
  });

  it('counts a repeated query word once', () => {
    expect(search('safe SAFE Safe')).toEqual([
      ['b', 3],
      ['c', 1],
    ]);
  });

  it('keeps topic order among equal scores', () => {
    // "what" begins a, b and c's questions (3 each); d's question has "qu", "est", … but no "what".
    expect(search('what')).toEqual([
      ['b', 3],
      ['c', 3],
      ['a', 3],
    ]);
  });

  it('filters by topic', () => {
    expect(search('', 'instruments')).toEqual([
      ['b', 0],
      ['c', 0],
    ]);
    expect(search('safe', 'terms')).toEqual([]);
    expect(search('what', 'terms')).toEqual([['a', 3]]);
  });

  it('finds the shipped entries in their own language', () => {
    const first = (query: string, language = faqTextsEn) =>
      searchFaqs({ entries: FAQ_ENTRIES, texts: language.entries, query })[0]?.id;
    expect(first('DPIIT')).toBe('what-is-dpiit-recognition');
    expect(first('option pool shuffle')).toBe('what-is-the-option-pool-shuffle');
    expect(first('no-shop')).toBe('what-is-a-no-shop-clause');
    expect(first('verwasserung', faqTextsDe)).toBe('what-is-dilution');
    expect(first('Liquidationspräferenz', faqTextsDe)).toBe('what-is-a-liquidation-preference');
  });
});
