import { describe, expect, it } from 'vitest';
import {
  amountNear,
  findAmounts,
  findMultiples,
  findPeriods,
  firstPercent,
  mainCurrency,
  periodInDays,
  withoutRepeatedNumbers,
} from './read-numbers';

const values = (text: string) => findAmounts(text).map(({ value, currency }) => [value, currency]);

describe('findAmounts', () => {
  it('reads amounts written with a sign, a code or a word, with or without a scale', () => {
    // $1.5M = 1.5 × 1,000,000; USD 10,000,000 without its commas; €2m = 2 × 1,000,000; £750k = 750 × 1,000.
    expect(values('$1.5M, USD 10,000,000, €2m and £750k')).toEqual([
      [1_500_000, 'USD'],
      [10_000_000, 'USD'],
      [2_000_000, 'EUR'],
      [750_000, 'GBP'],
    ]);
    // 2 million euros = 2,000,000; 3,500,000 USD with the code after; US$ 4 million.
    expect(values('2 million euros, 3,500,000 USD and US$ 4 million')).toEqual([
      [2_000_000, 'EUR'],
      [3_500_000, 'USD'],
      [4_000_000, 'USD'],
    ]);
  });

  it('reads Indian amounts: lakh grouping and lakh and crore scales', () => {
    // ₹12,34,567 = 1,234,567; ₹5 crore = 5 × 10,000,000; Rs. 50 lakh = 50 × 100,000; INR 2.5 Cr = 25,000,000.
    expect(values('₹12,34,567; ₹5 crore; Rs. 50 lakh; INR 2.5 Cr')).toEqual([
      [1_234_567, 'INR'],
      [50_000_000, 'INR'],
      [5_000_000, 'INR'],
      [25_000_000, 'INR'],
    ]);
  });

  it('does not read a bare number, a percent or a word starting with a scale letter as money', () => {
    expect(values('15% of 1,000 shares, 45 days')).toEqual([]);
    // '$5 more' is $5, not $5 million: the m of 'more' is not a scale.
    expect(values('$5 more')).toEqual([[5, 'USD']]);
  });
});

describe('amountNear', () => {
  it('takes the amount written just before a keyword, else the first after it', () => {
    const text = '$8M pre-money valuation and a $10M post-money valuation';
    expect(amountNear(text, /pre-?money/)).toBe(8_000_000);
    expect(amountNear(text, /post-?money/)).toBe(10_000_000);
    expect(amountNear('a pre-money valuation of USD 12,000,000', /pre-?money/)).toBe(12_000_000);
    expect(amountNear('no figure at all', /pre-?money/)).toBeUndefined();
  });
});

describe('mainCurrency', () => {
  it('is the currency most amounts are in', () => {
    expect(mainCurrency('€1M now, €2M later, $50k of fees')).toBe('EUR');
    expect(mainCurrency('1,000 shares')).toBeUndefined();
  });
});

describe('findMultiples', () => {
  it('reads 1x, 2.0x, 1.5 times and multiples in words', () => {
    expect(findMultiples('1x, then 2.0x, or 1.5 times, up to three times').map((found) => found.value)).toEqual([
      1, 2, 1.5, 3,
    ]);
  });
  it('does not read "at any time" or "Series A" as a multiple', () => {
    expect(findMultiples('convertible at any time into Series A')).toEqual([]);
  });
});

describe('numbers written twice', () => {
  it('keeps the digits of "two (2)" once', () => {
    expect(withoutRepeatedNumbers('two (2) directors and forty-five (45) days')).toBe('2 directors and 45 days');
  });
});

describe('firstPercent and findPeriods', () => {
  it('reads percents in digits and words', () => {
    expect(firstPercent('a pool of 12.5% of the shares')).toBe(12.5);
    expect(firstPercent('eight percent per year')).toBe(8);
    expect(firstPercent('no percent here')).toBeUndefined();
  });
  it('reads periods and converts them to days (a month as 30, a year as 365)', () => {
    const periods = findPeriods('for sixty (60) days, then 3 months, a one-year cliff');
    expect(periods.map(({ amount, unit }) => [amount, unit])).toEqual([
      [60, 'day'],
      [3, 'month'],
      [1, 'year'],
    ]);
    // 3 months × 30 = 90 days.
    expect(periodInDays(periods[1]!)).toBe(90);
  });
});
