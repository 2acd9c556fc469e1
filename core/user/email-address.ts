import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Enter a valid e-mail address';

/** Someone to reach by e-mail (a share, an invitation): trimmed, lower-cased, a real address. */
export const emailAddressSchema = z.string({ error: INVALID_EMAIL_MESSAGE }).trim().toLowerCase().pipe(z.email(INVALID_EMAIL_MESSAGE));
