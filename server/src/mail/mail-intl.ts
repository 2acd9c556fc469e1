import { isLanguage, LANGUAGES, type Language } from '@core/preferences/languages';
import { createIntl, createIntlCache, type MessageDescriptor } from '@formatjs/intl';
import de from './catalogs/de.json';
import type en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';

/** Every mail message id: the keys of catalogs/en.json (made by `npm run i18n:extract:mail`). */
export type MailMessageId = keyof typeof en;

/** The words of mails in one language (ADR 0032): English is each message's `defaultMessage`, the rest come from catalogs/. */
export type MailIntl = {
  language: Language;
  formatMessage(
    message: { id: MailMessageId; defaultMessage: string },
    values?: Record<string, string | number>,
  ): string;
};

const CATALOGS: Record<Language, Record<string, string>> = { en: {}, es, fr, de };
const cache = createIntlCache();

function createMailIntl(language: Language): MailIntl {
  const intl = createIntl({ locale: language, defaultLocale: 'en', messages: CATALOGS[language] }, cache);
  return {
    language,
    formatMessage: ({ id, defaultMessage }, values) => {
      // FormatJS's ids are typed (globally, one TypeScript program) as the web catalog's; the mail's are typed above.
      const message: MessageDescriptor = { id: id as string as MessageDescriptor['id'], defaultMessage };
      return intl.formatMessage(message, values);
    },
  };
}

const INTLS = Object.fromEntries(LANGUAGES.map((language) => [language, createMailIntl(language)])) as Record<
  Language,
  MailIntl
>;

/** The mail words of a recipient's language (English when it is not known: the column itself takes any text). */
export const mailIntl = (language: Language | undefined): MailIntl =>
  isLanguage(language) ? INTLS[language] : INTLS.en;
