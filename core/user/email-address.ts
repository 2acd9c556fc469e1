import { z } from 'zod';
import { say } from '../i18n/say';

export const INVALID_EMAIL_MESSAGE = say({ id: 'core.user.invalidEmail', defaultMessage: 'Enter a valid e-mail address' });

/** Someone to reach by e-mail (a share, an invitation): trimmed, lower-cased, a real address. */
export const emailAddressSchema = z.string({ error: INVALID_EMAIL_MESSAGE }).trim().toLowerCase().pipe(z.email(INVALID_EMAIL_MESSAGE));
