import type { Language } from '@core/preferences/languages';
import type { IntlConfig } from 'react-intl';

/** A language's messages by id (ICU MessageFormat; parsed already in the build, ADR 0032). */
export type Messages = NonNullable<IntlConfig['messages']>;

const catalogs: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: () => import('./catalogs/es.json').then((catalog) => catalog.default as Messages),
  fr: () => import('./catalogs/fr.json').then((catalog) => catalog.default as Messages),
  de: () => import('./catalogs/de.json').then((catalog) => catalog.default as Messages),
};

/** English: every message says its default. */
export const NO_MESSAGES = {} as Messages;

/**
 * A language's messages. English is in the code, each message's default (so it ships with the page that says
 * it); each other language is one catalog, downloaded only when it is the one chosen (ADR 0032).
 */
export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'en' ? NO_MESSAGES : catalogs[language]();
}
