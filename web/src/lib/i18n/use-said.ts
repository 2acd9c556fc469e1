import { messageSaid } from '@core/i18n/say';
import { useCallback } from 'react';
import { useI18n } from './use-t';

/**
 * Says words that core or the server said in English (a validation message, a refusal) in the page's language:
 * the message they are (core/i18n/say.ts), from the catalog. Any other text — the server's words it has no
 * message for, a person's own — is shown as it is.
 */
export function useSaid(): (text: string) => string {
  const intl = useI18n();
  return useCallback(
    (text: string): string => {
      const said = messageSaid(text);
      if (!said || intl.locale === intl.defaultLocale || !intl.messages[said.id as keyof typeof intl.messages])
        return text;
      // Known by its id (its English is extracted from core, where it is written): not a message declared here.
      const sayKnown = intl.formatMessage;
      return sayKnown({ id: said.id as keyof typeof intl.messages, defaultMessage: text }, said.values);
    },
    [intl],
  );
}
