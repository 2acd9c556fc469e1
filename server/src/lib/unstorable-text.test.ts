import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorable-text';

describe('findUnstorableText', () => {
  it('accepts every well-formed text: emoji, CJK, joined families, flags, U+FFFD and U+FFFF', () => {
    expect(
      findUnstorableText({ title: 'Idée 💡 日本語 👨‍👩‍👧 🇮🇳 \uFFFD \uFFFF', tags: ['a', { b: 'c' }] }),
    ).toBeUndefined();
  });

  it('names the first string or key holding a NUL or a lone surrogate, in document order', () => {
    expect(findUnstorableText({ a: 'ok', b: ['fine', 'x\u0000y'] })).toBe('b.1');
    expect(findUnstorableText({ a: { ['k\u0000']: 1 } })).toBe('a.k\u0000');
    expect(findUnstorableText(['\ud800'])).toBe('0');
    expect(findUnstorableText(['\udc00\ud800'])).toBe('0');
    expect(findUnstorableText({ first: '\u0000', second: '\ud800' })).toBe('first');
  });

  it('walks any depth a body can bring without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array<string>(100_000).fill('0').join('.'));
  });
});
