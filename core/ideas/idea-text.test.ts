import { describe, expect, it } from 'vitest';
import { parseTags } from './idea-text';

describe('parseTags', () => {
  it.each([
    ['fintech, ai ,, b2b ', ['fintech', 'ai', 'b2b']],
    ['', []],
    [' , ,', []],
    ['ai, ai', ['ai']],
  ])('%j → %j', (text, tags) => expect(parseTags(text)).toEqual(tags));
});
