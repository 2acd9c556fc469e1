import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

// Intl puts a no-break or narrow no-break space between a figure and its word, and before a symbol after it.
const spaced = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('amountInWords', () => {
  it.each([
    // 1 crore = 1,00,00,000 (10,000,000), so 1,50,00,000 = 1.5 crore.
    [15_000_000, 'INR', '₹1.5 crore'],
    // 1 lakh = 1,00,000, so 2,50,000 = 2.5 lakh.
    [250_000, 'INR', '₹2.5 lakh'],
    // The first amount said in words: 1,00,000 = 1 lakh.
    [100_000, 'INR', '₹1 lakh'],
    // A loss reads as one: -2,50,000 = minus 2.5 lakh.
    [-250_000, 'INR', '-₹2.5 lakh'],
    // 1,00,00,00,000 = 100 crore (100 × 1,00,00,000).
    [1_000_000_000, 'INR', '₹100 crore'],
  ] as const)('rupees in lakhs and crores: %d → %s', (amount, currency, words) =>
    expect(spaced(amountInWords(amount, currency, 'en'))).toBe(words),
  );

  it('says a dollar amount of an Indian company in lakhs and crores too (ADR 0070)', () => {
    // 25,00,000 = 25 lakh.
    expect(spaced(amountInWords(2_500_000, 'USD', 'en', 'indian'))).toBe('$25 lakh');
  });

  it.each([
    // 2,500,000 = 2.5 million; 1,200,000,000 = 1.2 billion (1 billion = 1,000,000,000).
    [2_500_000, 'USD', '$2.5 million'],
    [1_200_000_000, 'EUR', '€1.2 billion'],
    [1_000_000, 'GBP', '£1 million'],
  ] as const)('other amounts in millions and billions: %d → %s', (amount, currency, words) =>
    expect(spaced(amountInWords(amount, currency, 'en', 'international'))).toBe(words),
  );

  it("says the words in the page's language, the sign where the language puts it", () => {
    // 1,500,000 = 1.5 million: '1,5 Millionen' in German, the euro sign after the figure.
    expect(spaced(amountInWords(1_500_000, 'EUR', 'de', 'international'))).toBe('1,5 Millionen €');
    expect(spaced(amountInWords(2_000_000, 'USD', 'fr', 'international'))).toBe('2 millions $');
  });

  it('has no words below a lakh for amounts grouped in lakhs, nor below a million otherwise', () => {
    expect(amountInWords(99_999, 'INR', 'en')).toBeNull();
    expect(amountInWords(999_999, 'USD', 'en', 'international')).toBeNull();
    expect(amountInWords(-999_999, 'EUR', 'en', 'international')).toBeNull();
    expect(amountInWords(Number.NaN, 'INR', 'en')).toBeNull();
  });
});
