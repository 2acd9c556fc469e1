import { isLanguage, LANGUAGE_COOKIE, type Language } from '@core/preferences/languages';

/** The language the server served the page in (`<html lang>`: the visitor's choice, else their browser's). */
export const servedLanguage = (): Language => {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
};

/** The page is in `language` now (`<html lang>`), and the next page load starts in it. */
export function rememberLanguage(language: Language) {
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
