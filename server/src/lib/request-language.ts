import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@core/preferences/languages';

/** The value of one cookie in a Cookie header. */
const cookieIn = (header: string | null, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** The language a request asks for (ADR 0032): the one its visitor chose (the cookie), else Accept-Language. */
export function requestLanguage(headers: Headers | undefined): Language {
  return pickLanguage(cookieIn(headers?.get('cookie') ?? null, LANGUAGE_COOKIE), headers?.get('accept-language') ?? undefined);
}
