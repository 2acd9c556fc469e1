import { say } from '@core/i18n/say';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { usePersonName } from './use-person-name';

const german = ({ children }: { children: ReactNode }) => (
  <IntlProvider
    locale="de"
    defaultLocale="en"
    messages={
      {
        'core.user.deleted': 'Gelöschtes Konto',
        'core.user.unnamed': 'Mitglied',
        'server.http.internal': 'Etwas ist schiefgelaufen.',
      } as never
    }
  >
    {children}
  </IntlProvider>
);

describe('usePersonName', () => {
  it("says the product's own names in the page's language and a person's own name as it is", () => {
    const { result } = renderHook(usePersonName, { wrapper: german });
    expect(result.current('Deleted user')).toBe('Gelöschtes Konto');
    expect(result.current('User')).toBe('Mitglied');
    expect(result.current('Ada Lovelace')).toBe('Ada Lovelace');
  });

  it('leaves a name alone that happens to be the words of another message', () => {
    const words = say({ id: 'server.http.internal', defaultMessage: 'Something went wrong. Please try again.' });
    const { result } = renderHook(usePersonName, { wrapper: german });
    expect(result.current(words)).toBe(words);
    expect(result.current('Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });
});
