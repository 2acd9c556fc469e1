import { renderHook } from '@testing-library/react';
import type { Currency } from '@core/tools/money';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { NO_MESSAGES } from './i18n/load-messages';
import { moneyFormats, useMoney } from './use-money';

const moneyIn = (locale: string, currency: Currency) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en" messages={NO_MESSAGES}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useMoney(currency), { wrapper }).result.current;
};

// Any space Intl puts between digits or before a symbol (no-break, narrow no-break).
const s = '[\\s\\u202f]';
const shape = (pattern: string) => new RegExp(`^${pattern.replaceAll(' ', s)}$`);

describe('useMoney', () => {
  it('formats dollars, euros and pounds in English', () => {
    const usd = moneyIn('en', 'USD');
    expect(usd.format(1234567.5)).toBe('$1,234,567.50');
    expect(usd.formatWhole(1234567.5)).toBe('$1,234,568');
    expect(usd.formatCompact(1234567)).toBe('$1.2M');
    // No trailing zero on a round figure.
    expect(usd.formatCompact(9000)).toBe('$9K');
    expect(usd.formatCompact(-38000)).toBe('-$38K');
    expect(moneyIn('en', 'EUR').formatWhole(2500)).toBe('€2,500');
    expect(moneyIn('en', 'GBP').format(-12.5)).toBe('-£12.50');
  });

  it('groups rupees in lakhs and crores in English: 12,34,567 and 1,23,45,67,890', () => {
    const inr = moneyIn('en', 'INR');
    expect(inr.formatWhole(1234567)).toBe('₹12,34,567');
    expect(inr.format(1234567.5)).toBe('₹12,34,567.50');
    expect(inr.formatWhole(1234567890)).toBe('₹1,23,45,67,890');
    expect(inr.formatWhole(123456)).toBe('₹1,23,456');
    expect(inr.formatWhole(1234)).toBe('₹1,234');
    expect(inr.formatWhole(-1234567)).toBe('-₹12,34,567');
    // 12,34,567 is 12.3 lakh; 12,34,56,789 is 12.3 crore.
    expect(inr.formatCompact(1234567)).toBe('₹12.3L');
    expect(inr.formatCompact(123456789)).toBe('₹12.3Cr');
    expect(inr.formatCompact(500000)).toBe('₹5L');
  });

  it("groups rupees in lakhs with the language's own separators, signs and symbol places", () => {
    expect(moneyIn('de', 'INR').formatWhole(1234567)).toMatch(shape('12\\.34\\.567 ₹'));
    expect(moneyIn('de', 'INR').format(-1234567.5)).toMatch(shape('-12\\.34\\.567,50 ₹'));
    expect(moneyIn('fr', 'INR').formatWhole(1234567)).toMatch(shape('12 34 567 ₹'));
    expect(moneyIn('es', 'INR').formatWhole(123456)).toMatch(shape('1\\.23\\.456 ₹'));
    // Spanish does not group a four-digit amount, and neither do we.
    expect(moneyIn('es', 'INR').formatWhole(1234)).toMatch(shape('1234 ₹'));
  });

  it("formats other currencies in the page's language", () => {
    expect(moneyIn('de', 'EUR').format(1234567.5)).toMatch(shape('1\\.234\\.567,50 €'));
    expect(moneyIn('fr', 'USD').formatWhole(2500)).toMatch(shape('2 500 \\$'));
    expect(moneyIn('de', 'EUR').formatCompact(1234567)).toMatch(shape('1,2 Mio\\. €'));
  });

  it('never shows a minus on a zero that rounds from below', () => {
    expect(moneyIn('en', 'USD').formatWhole(-0.4)).toBe('$0');
    expect(moneyIn('en', 'INR').formatWhole(-0.4)).toBe('₹0');
  });

  it('formats in English outside the provider, and the same object on every render', () => {
    const { result, rerender } = renderHook(() => useMoney('USD'));
    const first = result.current;
    expect(first.formatWhole(12500)).toBe('$12,500');
    rerender();
    expect(result.current).toBe(first);
  });

  it('is also there for code outside components', () => {
    expect(moneyFormats('en-GB', 'INR').formatWhole(1234567)).toBe('₹12,34,567');
  });

  it("says a thousand crore and more in crores: '₹16,800Cr', not '₹16.8KCr' (issue 33)", () => {
    // 1,68,00,00,00,000 rupees ÷ 1,00,00,000 (a crore) = 16,800 crore.
    expect(moneyFormats('en', 'INR').formatCompact(168_000_000_000)).toBe('₹16,800Cr');
    // Below a thousand crore, en-IN's own words: 999 crore.
    expect(moneyFormats('en', 'INR').formatCompact(9_990_000_000)).toBe('₹999Cr');
    expect(moneyFormats('en', 'INR').formatCompact(-168_000_000_000)).toBe('-₹16,800Cr');
  });

  it('groups every currency in lakhs for a company whose number format is Indian (ADR 0070)', () => {
    expect(moneyFormats('en', 'USD', 'indian').formatWhole(1234567)).toBe('$12,34,567');
    expect(moneyFormats('en', 'USD', 'international').formatWhole(1234567)).toBe('$1,234,567');
    expect(moneyFormats('de', 'EUR', 'indian').formatWhole(1234567)).toMatch(shape('12\\.34\\.567 €'));
  });
});
