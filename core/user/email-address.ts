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

/** An address that may be left out: '' for none, else a real one (trimmed, lower-cased), as a CRM's record keeps it. */
export const optionalEmailAddressSchema = z.string({ error: INVALID_EMAIL_MESSAGE }).check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254, INVALID_EMAIL_MESSAGE),
  z.refine((value) => value === '' || z.safeParse(z.email(), value).success, INVALID_EMAIL_MESSAGE),
);
