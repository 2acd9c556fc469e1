import type { Language } from '@core/preferences/languages';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { loadMessages, NO_MESSAGES, type Messages } from './load-messages';
import { rememberLanguage, servedLanguage } from './page-language';
import { servedTimeZone } from './page-time-zone';

/**
 * The language the page is in, with its messages loaded, and the time zone dates are shown in (the same on the
 * server's render and in the browser; the runtime's own when not given).
 */
export type I18nState = {
  language: Language;
  messages: Messages;
  timeZone?: string;
  /** The day the page was drawn for in its time zone (the first data's), the same on the server and in the browser. */
  today?: string | undefined;
};

type LanguageChoice = {
  language: Language;
  chooseLanguage: (language: Language) => Promise<void>;
  /** The time zone dates are shown in (usePageTimeZone). */
  timeZone: string | undefined;
  /** The day the page was drawn for (usePageDay). */
  today: string | undefined;
};
const LanguageContext = createContext<LanguageChoice | null>(null);
const ENGLISH: I18nState = { language: 'en', messages: NO_MESSAGES };
/**
 * The formatters made for each language's messages, kept for every page this module renders: a server drawing
 * page after page (ADR 0038) makes each of them once, not once a page.
 */
const formatters = createIntlCache();

/** The served language's messages, loaded before the first render (no English flash for a Spanish visitor). */
export async function loadI18n(
  language: Language = servedLanguage(),
  timeZone: string = servedTimeZone(),
): Promise<I18nState> {
  return { language, messages: await loadMessages(language), timeZone };
}

/**
 * The page's language and messages (react-intl's provider), and the way to change them: the new language's
 * catalog loads, then every text changes at once. A later choice wins over an earlier one still loading.
 */
export function I18nProvider({
  initial = ENGLISH,
  children,
}: {
  initial?: I18nState | undefined;
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);
  const wanted = useRef(initial.language);
  const chooseLanguage = useCallback(async (language: Language) => {
    wanted.current = language;
    const messages = await loadMessages(language);
    if (wanted.current !== language) return;
    rememberLanguage(language);
    setState((current) => ({ ...current, language, messages }));
  }, []);
  const choice = useMemo(
    () => ({ language: state.language, chooseLanguage, timeZone: state.timeZone, today: state.today }),
    [state.language, chooseLanguage, state.timeZone, state.today],
  );
  // Without react-intl's own timeZone: given one, it merges it into its formats on every message it formats and keys
  // its formatters' cache on the JSON of that merge — a third of the time the pages' first render spent in messages.
  // The app's dates take the page's time zone from usePageTimeZone (useFormat), not from react-intl.
  const intl = useMemo(
    () => createIntl({ locale: state.language, defaultLocale: 'en', messages: state.messages }, formatters),
    [state.language, state.messages],
  );
  return (
    <LanguageContext.Provider value={choice}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

/** The day the page was drawn for in its time zone, if the server said (null outside the provider). */
export const usePageDay = (): string | null => useContext(LanguageContext)?.today ?? null;

/** The time zone the page shows dates in (the runtime's own outside the provider). */
export const usePageTimeZone = (): string | undefined => useContext(LanguageContext)?.timeZone;

/** The page's language and the way to choose another. */
export function useLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage needs the I18nProvider');
  return choice;
}
