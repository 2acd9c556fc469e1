import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@core/preferences/languages';
import { cookieValue } from './cookie-value';

/** The language a request asks for (ADR 0032): the one its visitor chose (the cookie), else Accept-Language. */
export function requestLanguage(headers: Headers | undefined): Language {
  return pickLanguage(
    cookieValue(headers?.get('cookie') ?? null, LANGUAGE_COOKIE) ?? undefined,
    headers?.get('accept-language') ?? undefined,
  );
}
