import { describe, expect, it } from 'vitest';
import { parseMoney, parseTags } from './idea-text';

describe('parseTags', () => {
  it.each([
    ['fintech, ai ,, b2b ', ['fintech', 'ai', 'b2b']],
    ['', []],
    [' , ,', []],
    ['ai, ai', ['ai']],
  ])('%j → %j', (text, tags) => expect(parseTags(text)).toEqual(tags));
});

describe('parseMoney', () => {
  it.each([
    ['$12,500', 12500],
    ['12500', 12500],
    [' $ 1,000.50 ', 1000.5],
    ['', 0],
    ['abc', null],
    ['12.5.1', null],
  ])('%j → %j', (text, value) => expect(parseMoney(text)).toBe(value));
});
