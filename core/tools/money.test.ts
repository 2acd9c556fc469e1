import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencySchema, isCurrency } from './money';

describe('currencies', () => {
  it('offers USD, INR, EUR and GBP', () => {
    expect(CURRENCIES).toEqual(['USD', 'INR', 'EUR', 'GBP']);
  });

  it('accepts a listed currency and refuses anything else with a message', () => {
    expect(currencySchema.safeParse('INR').success).toBe(true);
    const refused = currencySchema.safeParse('JPY');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Choose a currency');
    expect(currencySchema.safeParse('usd').success).toBe(false);
  });

  it('tells a currency from other values', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
