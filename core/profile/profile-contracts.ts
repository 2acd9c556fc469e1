import { z } from 'zod';

export const FULL_NAME_MAX_LENGTH = 100;

export const updateProfileInputSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`),
    /** A new key (trimmed), null or '' to remove it; left out, the stored key stays. */
    openaiApiKey: z
      .string()
      .trim()
      .max(400, 'API key must be at most 400 characters')
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
