import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../preferences/languages';
import { FAQ_ENTRIES, type FaqId, type FaqTexts } from './faq-entries';
import { FAQ_TOPICS } from './faq-types';
import { loadFaqTexts } from './load-faq-texts';
import { searchWords } from '../../search/search-words';

const ids = FAQ_ENTRIES.map((entry) => entry.id);
const wordCount = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

describe('the FAQ entries', () => {
  it('number 40 to 48, each with a unique slug id', () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(40);
    expect(FAQ_ENTRIES.length).toBeLessThanOrEqual(48);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each have a known topic, and every topic has entries', () => {
    for (const entry of FAQ_ENTRIES) expect(FAQ_TOPICS).toContain(entry.topic);
    for (const topic of FAQ_TOPICS) expect(FAQ_ENTRIES.some((entry) => entry.topic === topic)).toBe(true);
  });

  it('each cite at least one https page with its title and publisher, and a checked-on date', () => {
    for (const entry of FAQ_ENTRIES) {
      expect(entry.sources.length, entry.id).toBeGreaterThanOrEqual(1);
      for (const source of entry.sources) {
        expect(new URL(source.url).protocol, source.url).toBe('https:');
        expect(source.title.trim(), source.url).not.toBe('');
        expect(source.publisher.trim(), source.url).not.toBe('');
      }
      expect(entry.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.checkedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.checkedOn);
    }
  });

  // The topics issue 35 names, each with the entry that answers it and a word its English question must begin.
  const ISSUE_TOPICS: [string, FaqId, string][] = [
    ['SAFEs', 'what-is-a-safe', 'safe'],
    ['convertible notes', 'what-is-a-convertible-note', 'convertible'],
    ['pre- and post-money', 'pre-money-vs-post-money', 'post'],
    ['dilution', 'what-is-dilution', 'dilution'],
    ['option pools', 'what-is-an-option-pool', 'pool'],
    ['liquidation preference', 'what-is-a-liquidation-preference', 'liquidation'],
    ['pro-rata', 'what-are-pro-rata-rights', 'rata'],
    ['board seats', 'how-are-board-seats-decided', 'board'],
    ['due diligence', 'what-is-due-diligence', 'diligence'],
    ['term-sheet timelines', 'how-long-from-term-sheet-to-close', 'term'],
    ['DPIIT recognition', 'what-is-dpiit-recognition', 'dpiit'],
    ['foreign investment routes', 'fdi-automatic-vs-government-route', 'route'],
  ];
  it.each(ISSUE_TOPICS)('cover the issue’s topic: %s', async (_topic, id, word) => {
    expect(ids).toContain(id);
    const english = await loadFaqTexts('en');
    expect(searchWords(english.entries[id].question).some((w) => w.startsWith(word))).toBe(true);
  });
});

describe.each(LANGUAGES)('the %s texts', (language) => {
  it('name every topic and give a question and a 60–150 word answer for every entry, and nothing else', async () => {
    const texts = await loadFaqTexts(language);
    for (const topic of FAQ_TOPICS) expect(texts.topics[topic].trim(), topic).not.toBe('');
    expect(Object.keys(texts.entries).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const { question, answer } = texts.entries[id];
      expect(question.trim(), id).toMatch(/\?$/);
      expect(wordCount(answer), id).toBeGreaterThanOrEqual(60);
      expect(wordCount(answer), id).toBeLessThanOrEqual(150);
    }
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s translation', (language) => {
  it('has every question and answer translated, none copied from English', async () => {
    const [texts, english]: [FaqTexts, FaqTexts] = await Promise.all([loadFaqTexts(language), loadFaqTexts('en')]);
    for (const id of ids) {
      expect(texts.entries[id].answer, id).not.toBe(english.entries[id].answer);
      expect(texts.entries[id].question, id).not.toBe(english.entries[id].question);
    }
  });
});
