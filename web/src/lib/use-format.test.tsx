import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Language } from '@core/preferences/languages';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n/i18n-provider';
import { NO_MESSAGES } from './i18n/load-messages';
import { useFormat } from './use-format';

const NOON_UTC = '2026-11-20T12:00:00.000Z';

const formatIn = (language: Language, timeZone?: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider initial={{ language, messages: NO_MESSAGES, ...(timeZone ? { timeZone } : {}) }}>
      {children}
    </I18nProvider>
  );
  return renderHook(useFormat, { wrapper }).result.current;
};

describe('useFormat', () => {
  it("formats whole dollars, days and moments in the provider's language and time zone", () => {
    const format = formatIn('en', 'UTC');
    expect(format.money(12500, 'USD')).toBe('$12,500');
    expect(format.money(12499.6, 'USD')).toBe('$12,500');
    // Issue 33: two lakh fifty thousand rupees read as India writes them, not '$250,000'.
    expect(format.money(250000, 'INR')).toBe('₹2,50,000');
    expect(format.date(NOON_UTC)).toBe('Nov 20, 2026');
    expect(format.dateTime(NOON_UTC)).toMatch(/^Nov 20, 2026, 12:00\sPM$/);
  });

  it("shows a moment in the provider's time zone, not the runtime's", () => {
    const format = formatIn('en', 'America/New_York');
    expect(format.dateTime(NOON_UTC)).toMatch(/^Nov 20, 2026, 7:00\sAM$/);
    expect(formatIn('en', 'Pacific/Auckland').date('2026-11-20T12:00:00.000Z')).toBe('Nov 21, 2026');
  });

  it("uses the provider's language", () => {
    const format = formatIn('de', 'UTC');
    expect(format.money(12500, 'USD')).toMatch(/^12\.500\s\$$/);
    expect(format.date(NOON_UTC)).toBe('20.11.2026');
  });

  it('formats in English outside the provider', () => {
    expect(renderHook(useFormat).result.current.money(12500, 'USD')).toBe('$12,500');
  });

  it('gives the same formats on every render', () => {
    const { result, rerender } = renderHook(useFormat);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
