import { describe, expect, it } from 'vitest';
import { suggestDomains } from './domain-suggestions';

const names = (domain: string) => suggestDomains(domain).map((suggestion) => suggestion.name);

describe('suggestDomains', () => {
  it('suggests the name in the other common TLDs and three .com variants, not the searched domain', () => {
    expect(names('founder.com')).toEqual([
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
    expect(names('acme.co.uk')).toEqual([
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
    expect(names(`${'a'.repeat(60)}.com`).filter((name) => name.endsWith('.com'))).toHaveLength(3);
    const long = 'a'.repeat(61);
    expect(names(`${long}.io`).filter((name) => name.endsWith('.com'))).toEqual([`${long}.com`, `${long}hq.com`]);
  });

  it('builds an international name’s suggestions from its Unicode form, each with its A-label', () => {
    // By RFC 3492 §6.3 by hand: münchen is 'mnchen' + the ü (0xFC) at place 1 of 7: delta (0xFC − 0x80) × 7 + 1 = 869,
    // written at bias 72 as '3' (1 + 868 mod 35 = 29), 'y' (q = 24 → 1 + 23), 'a' (q = 0): xn--mnchen-3ya. getmünchen
    // has it at place 4 of 10: 124 × 10 + 4 = 1,244 → 't' (1 + 1,243 mod 35 = 19), '9' (q = 35 → 1 + 34), 'a':
    // xn--getmnchen-t9a, and trymünchen xn--trymnchen-t9a; münchenhq at place 1 of 9: 1,117 → '6', '5', 'a'.
    expect(suggestDomains('xn--mnchen-3ya.com')).toEqual([
      { name: 'xn--mnchen-3ya.io', unicode: 'münchen.io' },
      { name: 'xn--mnchen-3ya.ai', unicode: 'münchen.ai' },
      { name: 'xn--mnchen-3ya.co', unicode: 'münchen.co' },
      { name: 'xn--mnchen-3ya.in', unicode: 'münchen.in' },
      { name: 'xn--mnchen-3ya.app', unicode: 'münchen.app' },
      { name: 'xn--getmnchen-t9a.com', unicode: 'getmünchen.com' },
      { name: 'xn--mnchenhq-65a.com', unicode: 'münchenhq.com' },
      { name: 'xn--trymnchen-t9a.com', unicode: 'trymünchen.com' },
    ]);
  });

  it('suggests no English variants of a name in another script, where they would mix scripts in one label', () => {
    // москва (Moscow) is xn--80adxhks, as the IANA root zone lists the .москва top-level domain.
    expect(suggestDomains('xn--80adxhks.com').map((suggestion) => suggestion.unicode)).toEqual([
      'москва.io',
      'москва.ai',
      'москва.co',
      'москва.in',
      'москва.app',
    ]);
  });
});
