import { describe, expect, it } from 'vitest';
import { decodePunycode, encodePunycode } from './punycode';

const codePoints = (...points: number[]) => String.fromCodePoint(...points);

// RFC 3492 §7.1, "Sample strings": the code points and the punycode the RFC gives for them.
const ARABIC_EGYPTIAN = codePoints(
  0x0644,
  0x064a,
  0x0647,
  0x0645,
  0x0627,
  0x0628,
  0x062a,
  0x0643,
  0x0644,
  0x0645,
  0x0648,
  0x0634,
  0x0639,
  0x0631,
  0x0628,
  0x064a,
  0x061f,
);
const CHINESE_SIMPLIFIED = codePoints(0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587);
const JAPANESE_3_NEN_B_GUMI = codePoints(0x0033, 0x5e74, 0x0042, 0x7d44, 0x91d1, 0x516b, 0x5148, 0x751f);

describe('punycode (RFC 3492)', () => {
  it.each([
    ['(A) Arabic (Egyptian)', ARABIC_EGYPTIAN, 'egbpdaj6bu4bxfgehfvwxn'],
    ['(B) Chinese (simplified)', CHINESE_SIMPLIFIED, 'ihqwcrb4cv8a8dqg056pqjye'],
    ['(L) 3<nen>B<gumi><kinpachi><sensei>', JAPANESE_3_NEN_B_GUMI, '3B-ww4c5e180e575a65lsy2b'],
    ['(S) -> $1.00 <-', '-> $1.00 <-', '-> $1.00 <--'],
  ])('encodes and decodes RFC 3492’s sample %s', (_, unicode, encoded) => {
    expect(encodePunycode(unicode)).toBe(encoded);
    expect(decodePunycode(encoded)).toBe(unicode);
  });

  it('refuses what is not punycode: a non-basic code point before the delimiter, a digit run cut short', () => {
    expect(decodePunycode('ü-3ya')).toBeNull();
    // RFC 3492 §6.2: a string that ends inside a variable-length integer ("fail on end of input").
    expect(decodePunycode('mnchen-3y')).toBeNull();
  });
});
