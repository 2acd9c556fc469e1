import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the language the visitor chose, whatever their browser asks for', () => {
    expect(pickLanguage('de', 'es-ES,es;q=0.9')).toBe('de');
  });

  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-CA', 'fr'],
    ['ja,de;q=0.5,fr;q=0.4', 'de'],
    ['en;q=0.5,fr;q=0.9', 'fr'],
    ['de;q=0.8,fr;q=0.8', 'de'],
    ['es;q=0,fr;q=0.1', 'fr'],
    ['ja,zh-CN', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['de;q=abc, es', 'es'],
  ])('answers %j with %s', (header, language) => {
    expect(pickLanguage(undefined, header)).toBe(language);
  });

  it('ignores a cookie that names no language of ours', () => {
    expect(pickLanguage('xx', 'fr')).toBe('fr');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
