import { say } from '../i18n/say';
import { z } from '../zod';

export const FULL_NAME_MAX_LENGTH = 100;

export const updateProfileInputSchema = z.strictObject({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, say({ id: 'core.profile.fullNameRequired', defaultMessage: 'Full name is required' })),
      z.maxLength(FULL_NAME_MAX_LENGTH, say({ id: 'core.profile.fullNameTooLong', defaultMessage: 'Full name must be at most {max} characters' }, { max: FULL_NAME_MAX_LENGTH })),
    ),
  /** A new key (trimmed), null or '' to remove it; left out, the stored key stays. */
  openaiApiKey: z.pipe(
    z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(400, say({ id: 'core.profile.apiKeyTooLong', defaultMessage: 'API key must be at most {max} characters' }, { max: 400 })))),
    ),
    z.transform((key) => (key === '' ? null : key)),
  ),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export type Profile = {
  fullName: string;
  email: string;
  avatarUrl: string | null;
  /** Only the last 4 characters of the stored API key ever leave the server. */
  apiKeyLast4: string | null;
};
