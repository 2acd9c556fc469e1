import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

/** The page's translator, as `useT()` gives it (for functions that say messages on a component's behalf). */
export type Translate = IntlShape['formatMessage'];

/** The page's formats (numbers, dates, lists) and messages in its language; English outside the provider. */
export const useI18n = (): IntlShape => (useContext(IntlContext) as IntlShape | null) ?? english;

/**
 * The page's translator: `t({ id, defaultMessage }, values)` says a message in the page's language (ICU:
 * plurals, selects, numbers). The English default is the spec's words; `npm run i18n:extract` collects every
 * message into catalogs/en.json, whose ids type `id`. Outside the provider (a component rendered alone in a
 * test) it speaks English.
 */
export const useT = (): Translate => useI18n().formatMessage;
