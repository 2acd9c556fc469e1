import { createIntl } from 'react-intl';
import { expect, it } from 'vitest';
import { PUSH_FAILURE_MESSAGES } from './browser-push';

it('says each of core’s push failure texts, in English, exactly as core words it', () => {
  const english = createIntl({ locale: 'en', defaultLocale: 'en' });
  for (const [text, message] of PUSH_FAILURE_MESSAGES) expect(english.formatMessage(message)).toBe(text);
});
