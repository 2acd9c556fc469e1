import { z } from 'zod';
import { say } from '../i18n/say';

export const FULL_NAME_MAX_LENGTH = 100;

export const updateProfileInputSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, say({ id: 'core.profile.fullNameRequired', defaultMessage: 'Full name is required' }))
      .max(FULL_NAME_MAX_LENGTH, say({ id: 'core.profile.fullNameTooLong', defaultMessage: 'Full name must be at most {max} characters' }, { max: FULL_NAME_MAX_LENGTH })),
    /** A new key (trimmed), null or '' to remove it; left out, the stored key stays. */
    openaiApiKey: z
      .string()
      .trim()
      .max(400, say({ id: 'core.profile.apiKeyTooLong', defaultMessage: 'API key must be at most {max} characters' }, { max: 400 }))
      .nullable()
      .optional()
      .transform((key) => (key === '' ? null : key)),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export type Profile = {
  fullName: string;
  email: string;
  avatarUrl: string | null;
  /** Only the last 4 characters of the stored API key ever leave the server. */
  apiKeyLast4: string | null;
};
