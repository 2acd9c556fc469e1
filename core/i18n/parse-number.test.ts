import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number';

describe('parseNumber', () => {
  it.each([
    // English: '.' is the decimal point and commas are stripped (the spec's §5 reading).
    ['en', '12,500', 12500],
    ['en', '1,000.50', 1000.5],
    ['en', '12.5', 12.5],
    ['en', '-3', -3],
    ['en', '12.5.1', null],
    ['en', 'abc', null],
    ['en', '0x10', null],
    ['en', '1e5', null],
    ['en', 'Infinity', null],
    // German and Spanish: '.' groups thousands and ',' is the decimal mark.
    ['de', '12.500', 12500],
    ['de', '1.234.567,89', 1234567.89],
    ['de', '12,5', 12.5],
    ['de', '12.5', 12.5],
    ['de', '1.2.3', null],
    ['de', '12,5,1', null],
    ['es', '12.500', 12500],
    ['es', '0,75', 0.75],
    // French: a (narrow no-break) space groups thousands and ',' is the decimal mark.
    ['fr', '12\u202f500,25', 12500.25],
    ['fr', '12 500', 12500],
    ['fr', '3,5', 3.5],
  ])('%s %j → %j', (language, text, value) => expect(parseNumber(text, language)).toBe(value));
});

describe('parseNumber with lakh grouping', () => {
  it.each([
    // ADR 0045 writes 12,34,567 rupees as '12.34.567 ₹' in German and Spanish: it must read back.
    ['de', '12.34.567', 1234567],
    ['es', '1.23.456', 123456],
    ['de', '2.50.000', 250000],
    // Pairs must end in a group of three: '1.50' stays a decimal, '1.23.45' is no number.
    ['de', '1.50', 1.5],
    ['de', '1.23.45', null],
  ])('%s %j → %j', (language, text, value) => expect(parseNumber(text, language)).toBe(value));
});
