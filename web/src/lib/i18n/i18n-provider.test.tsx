import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormat } from '@/lib/use-format';
import { I18nProvider, useLanguage } from './i18n-provider';
import { NO_MESSAGES } from './load-messages';

const NOON_UTC = '2026-11-20T12:00:00.000Z';

afterEach(() => {
  document.documentElement.lang = '';
});

describe('I18nProvider', () => {
  it('shows dates in the time zone it was given, and keeps it when the language changes', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider initial={{ language: 'en', messages: NO_MESSAGES, timeZone: 'America/New_York' }}>
        {children}
      </I18nProvider>
    );
    const { result } = renderHook(() => ({ format: useFormat(), choice: useLanguage() }), { wrapper });
    expect(result.current.format.dateTime(NOON_UTC)).toMatch(/^Nov 20, 2026, 7:00\sAM$/);
    await act(() => result.current.choice.chooseLanguage('de'));
    expect(result.current.choice.language).toBe('de');
    expect(result.current.format.dateTime(NOON_UTC)).toBe('20.11.2026, 07:00');
  });
});
