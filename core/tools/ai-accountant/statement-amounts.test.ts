import { describe, expect, it } from 'vitest';
import { decimalMarkOf, readAmount } from './statement-amounts';

describe('readAmount with a decimal mark (ADR 0094)', () => {
  it('reads a decimal comma when told: points and spaces then group thousands', () => {
    // European banks' -1.234,56 is minus one thousand two hundred and thirty-four and 56 cents.
    expect(readAmount('-1.234,56', ',')).toBe(-1234.56);
    expect(readAmount('1 234,56', ',')).toBe(1234.56);
    expect(readAmount('1\u202f234,56 €', ',')).toBe(1234.56);
    expect(readAmount('12,5', ',')).toBe(12.5);
    expect(readAmount('1.234', ',')).toBe(1234);
    expect(readAmount('(1.234,56)', ',')).toBe(-1234.56);
    expect(readAmount('1.234,56 Dr', ',')).toBe(-1234.56);
    expect(readAmount('1,2,3', ',')).toBeUndefined();
    // The same text with the point as the decimal mark (the default), as before.
    expect(readAmount('1.234')).toBe(1.23);
    expect(readAmount('1 234.56 EUR')).toBe(1234.56);
  });
});

describe('decimalMarkOf', () => {
  it('is a comma when an amount ends in a comma and one or two digits, or groups with two points, and none says a point', () => {
    expect(decimalMarkOf(['1.234', '-12,50'])).toBe(',');
    expect(decimalMarkOf(['1.234.567', ''])).toBe(',');
    expect(decimalMarkOf(['1 234,5'])).toBe(',');
  });

  it('is a point when an amount says so, or when none says anything', () => {
    expect(decimalMarkOf(['1,234.56', '-12,50'])).toBe('.');
    expect(decimalMarkOf(['1,25,000', '12,5'])).toBe('.');
    expect(decimalMarkOf(['Rs. 10,000/-', '1.234', '-45', ''])).toBe('.');
    expect(decimalMarkOf([])).toBe('.');
  });
});
