import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@core/preferences/languages';

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** The language a request asks for (ADR 0032): the one its visitor chose (the cookie), else Accept-Language. */
export function requestLanguage(headers: Headers | undefined): Language {
  return pickLanguage(cookieValue(headers?.get('cookie') ?? null, LANGUAGE_COOKIE) ?? undefined, headers?.get('accept-language') ?? undefined);
}
