import { describe, expect, it } from 'vitest';
import { parseAmount, parseMoney } from './parse-money';

describe('parseMoney', () => {
  it.each([
    // Issue 33's bug: typed in an idea, '₹2,50,000' is two lakh fifty thousand rupees (2 × 100,000 + 50,000).
    ['en', '₹2,50,000', 250000, 'INR'],
    ['en', 'Rs. 2,50,000', 250000, 'INR'],
    ['en', 'Rs 999', 999, 'INR'],
    ['en', 'INR 40', 40, 'INR'],
    ['en', '$12,500', 12500, 'USD'],
    ['en', ' $ 1,000.50 ', 1000.5, 'USD'],
    ['en', 'USD 40', 40, 'USD'],
    ['de', '12.500,00 €', 12500, 'EUR'],
    ['es', '12.500 US$', 12500, 'USD'],
    ['fr', '12\u202f500 $US', 12500, 'USD'],
    ['en', '£3,000', 3000, 'GBP'],
    // No sign: the caller keeps its currency.
    ['en', '2,50,000', 250000, null],
    ['en', '', 0, null],
    // Other currencies' signs say nothing of the value (as before ADR 0070).
    ['en', '¥5,000', 5000, null],
  ])('%s %j → %j %j', (language, text, amount, currency) =>
    expect(parseMoney(text, language)).toEqual({ amount, currency }),
  );

  it.each([
    // 1.5 crore = 1.5 × 10,000,000 = 15,000,000.
    ['en', '₹1.5 Cr', 15000000, 'INR'],
    ['en', '₹16,800 Cr', 168000000000, 'INR'],
    ['en', '1.2 crore', 12000000, null],
    // 2.5 lakh = 2.5 × 100,000 = 250,000; 2.35L = 235,000 (not 235,000.00000000003).
    ['en', '₹2.5L', 250000, 'INR'],
    ['en', '2.35L', 235000, null],
    ['en', '3 lakh', 300000, null],
    ['en', '$25K', 25000, 'USD'],
    ['en', '$1.5M', 1500000, 'USD'],
    ['en', '2bn', 2000000000, null],
    // German: '1,5' is one and a half.
    ['de', '1,5 M €', 1500000, 'EUR'],
  ])('a shorthand: %s %j → %j %j', (language, text, amount, currency) =>
    expect(parseMoney(text, language)).toEqual({ amount, currency }),
  );

  it.each([
    ['en', 'abc'],
    ['en', 'K'],
    ['en', '5 apples'],
    ['en', '$5 ₹5'],
    ['de', 'zwölf'],
  ])('%s %j is no amount', (language, text) => expect(parseMoney(text, language)).toBeNull());
});

describe('parseAmount', () => {
  it('is the figure alone', () => {
    expect(parseAmount('₹999')).toBe(999);
    expect(parseAmount('$1.5M')).toBe(1500000);
    expect(parseAmount('nothing')).toBeNull();
  });

  it('keeps a figure typed in full as typed, for the schema to refuse more than 2 decimals; a shorthand is in cents', () => {
    expect(parseAmount('$1.005')).toBe(1.005);
    // 2.35 × 1,00,000 = 2,35,000 exactly, though 2.35 * 100000 is 235000.00000000003 in binary floating point.
    expect(parseAmount('2.35L')).toBe(235000);
  });
});
