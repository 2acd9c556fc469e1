import { describe, expect, it } from 'vitest';
import { domainToUnicode, normaliseDomainName } from './domain-name';

describe('normaliseDomainName: IDNA2008 (RFC 5891), mapped as RFC 5895 says', () => {
  it('gives an international name in its A-label form and in Unicode', () => {
    // RFC 5891 §5.4 round trip: münchen ⇄ xn--mnchen-3ya, as in münchen.de; ß is kept, not mapped to ss (RFC 5892
    // §2.6), so faß.de is xn--fa-hia.de; 中文 is xn--fiq228c.
    expect(normaliseDomainName(' MÜNCHEN.com. ')).toEqual({ name: 'xn--mnchen-3ya.com', unicode: 'münchen.com' });
    expect(normaliseDomainName('xn--mnchen-3ya.com')).toEqual({ name: 'xn--mnchen-3ya.com', unicode: 'münchen.com' });
    expect(normaliseDomainName('faß.de')).toEqual({ name: 'xn--fa-hia.de', unicode: 'faß.de' });
    expect(normaliseDomainName('中文。com')).toEqual({ name: 'xn--fiq228c.com', unicode: '中文.com' });
  });

  it('maps full-width letters and dots to their usual width (RFC 5895 §2, step 2)', () => {
    expect(normaliseDomainName('ＦＯＵＮＤＥＲ．com')).toEqual({ name: 'founder.com', unicode: 'founder.com' });
  });

  it('folds Cherokee to its capitals, which IDNA2008 keeps (Unicode 17 Idna2008.txt: U+13A3 PVALID, U+AB73 DISALLOWED)', () => {
    expect(normaliseDomainName('ꭳ.com')).toMatchObject({ unicode: 'Ꭳ.com' });
  });

  it('refuses emoji and other DISALLOWED code points, which the URL parser (UTS #46) would take', () => {
    expect(normaliseDomainName('😀.com')).toEqual({ problem: 'A domain name cannot contain “😀” (U+1F600)' });
    expect(normaliseDomainName('i❤.ws')).toEqual({ problem: 'A domain name cannot contain “❤” (U+2764)' });
    // UTS #46 maps ⅷ to viii; IDNA2008 does not map it, and it is DISALLOWED (RFC 5892 §2.2, Unstable).
    expect(normaliseDomainName('ⅷ.com')).toEqual({ problem: 'A domain name cannot contain “ⅷ” (U+2177)' });
  });

  it('allows "--" in the 3rd and 4th positions only in an xn-- label that is a real A-label', () => {
    expect(normaliseDomainName('ab--cd.com')).toEqual({
      problem: 'Only a part that starts with xn-- can have hyphens as its 3rd and 4th characters',
    });
    // RFC 5891 §5.4: an A-label decodes to a U-label that is valid and encodes back to the same letters.
    expect(normaliseDomainName('xn--a.com')).toEqual({ problem: 'xn--a is not a valid xn-- (punycode) name' });
    // xn--abc- decodes to plain "abc", which is no U-label.
    expect(normaliseDomainName('xn--abc-.com')).toEqual({ problem: 'xn--abc- is not a valid xn-- (punycode) name' });
    // xn--e28h is 😀 (U+1F600), DISALLOWED.
    expect(normaliseDomainName('xn--e28h.com')).toEqual({ problem: 'xn--e28h is not a valid xn-- (punycode) name' });
  });

  it('counts a label’s length in its A-label form (RFC 5890 §2.3.2.1: 63 octets)', () => {
    // By RFC 3492 §6.3 by hand: the first ü is delta (0xFC − 0x80) = 124 at bias 72 → 't' (1 + 123 mod 35 = 19),
    // 'd' (q = 3 → 1 + 2 = 3), 'a' (q = 0); each further ü is delta 0 → 'a'. So n ü's are xn--tda + (n − 1) a's,
    // n + 6 letters: 57 fit in 63, 58 do not, though 58 characters typed is well under 63.
    expect(normaliseDomainName(`${'ü'.repeat(57)}.com`)).toMatchObject({ name: `xn--tda${'a'.repeat(56)}.com` });
    expect(normaliseDomainName(`${'ü'.repeat(58)}.com`)).toEqual({
      problem: 'Each part of a domain name between dots must be 1 to 63 characters',
    });
  });
});

describe('domainToUnicode', () => {
  it('shows each xn-- label in Unicode, and an ASCII name as it is', () => {
    expect(domainToUnicode('xn--mnchen-3ya.xn--fiq228c')).toBe('münchen.中文');
    expect(domainToUnicode('founder.com')).toBe('founder.com');
  });
});
