import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words';

describe('searchWords', () => {
  it('lowers case, drops accents and splits at anything but letters and digits', () => {
    expect(searchWords('Pre-Money-Bewertung: Verwässerung, l’investisseur À 20 %')).toEqual([
      'pre',
      'money',
      'bewertung',
      'verwasserung',
      'l',
      'investisseur',
      'a',
      '20',
    ]);
  });
});
