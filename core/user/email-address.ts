import { say } from '../i18n/say';
import { z } from '../zod';

export const INVALID_EMAIL_MESSAGE = say({
  id: 'core.user.invalidEmail',
  defaultMessage: 'Enter a valid e-mail address',
});

/** Someone to reach by e-mail (a share, an invitation): trimmed, lower-cased, a real address. */
export const emailAddressSchema = z.pipe(
  z.string({ error: INVALID_EMAIL_MESSAGE }).check(z.trim(), z.toLowerCase()),
  z.email(INVALID_EMAIL_MESSAGE),
);
