/** The languages the product speaks; English is the spec's own words. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, so a reader finds theirs whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/** The cookie in which a visitor's (or a signed-in user's last) language choice is remembered. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language tags an Accept-Language header asks for, best first (RFC 9110 §12.5.4: q-values, ties in the
 * order given; q=0 means 'not this one'), as written ('es-MX'; '*' left out).
 */
export function acceptedLocales(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The languages an Accept-Language header asks for, best first, as their primary subtags ('es-MX' → 'es'). */
const acceptedLanguages = (header: string): string[] =>
  acceptedLocales(header).map((tag) => tag.toLowerCase().split('-')[0] ?? '');

/**
 * The language a page is shown in before anything is known of the user: the one they chose (the cookie), else
 * the first of ours their browser asks for, else English.
 */
export function pickLanguage(chosen: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguages(acceptLanguage ?? '').find(isLanguage) ?? 'en';
}
