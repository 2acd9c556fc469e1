import { describe, expect, it } from 'vitest';
import { suggestDomains } from './domain-suggestions';

describe('suggestDomains', () => {
  it('suggests the name in the other common TLDs and three .com variants, not the searched domain', () => {
    expect(suggestDomains('founder.com')).toEqual([
      'founder.io',
      'founder.ai',
      'founder.co',
      'founder.in',
      'founder.app',
      'getfounder.com',
      'founderhq.com',
      'tryfounder.com',
    ]);
  });

  it('takes the first label of a longer name, and keeps all six TLDs for a TLD not among them', () => {
    expect(suggestDomains('acme.co.uk')).toEqual([
      'acme.com',
      'acme.io',
      'acme.ai',
      'acme.co',
      'acme.in',
      'acme.app',
      'getacme.com',
      'acmehq.com',
      'tryacme.com',
    ]);
  });

  it('leaves out a variant whose label would pass 63 characters', () => {
    // 60 letters: 'get' + 60 = 63 fits, 60 + 'hq' = 62 fits, 'try' + 60 = 63 fits; at 61, get… and try… are 64.
    expect(suggestDomains(`${'a'.repeat(60)}.com`).filter((name) => name.endsWith('.com'))).toHaveLength(3);
    const long = 'a'.repeat(61);
    expect(suggestDomains(`${long}.io`).filter((name) => name.endsWith('.com'))).toEqual([
      `${long}.com`,
      `${long}hq.com`,
    ]);
  });
});
