import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';

export const FULL_NAME_MAX_LENGTH = 100;
/** The AI provider a profile uses until its owner names another: OpenAI's API and a small, cheap model. */
export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
/** A profile's AI provider: the one it names, else the defaults. */
export const aiProviderOf = (row: { aiBaseUrl: string | null; aiModel: string | null } | undefined) => ({
  baseUrl: row?.aiBaseUrl ?? DEFAULT_AI_BASE_URL,
  model: row?.aiModel ?? DEFAULT_AI_MODEL,
});
export const AI_BASE_URL_MAX_LENGTH = 500;
export const AI_MODEL_MAX_LENGTH = 100;

/** An http(s) address without credentials in it (the key is sent as a header, never in the address). */
const isApiAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
};

export const updateProfileInputSchema = z.strictObject({
  fullName: trimmedText(FULL_NAME_MAX_LENGTH, {
    required: say({ id: 'core.profile.fullNameRequired', defaultMessage: 'Full name is required' }),
    tooLong: say(
      { id: 'core.profile.fullNameTooLong', defaultMessage: 'Full name must be at most {max} characters' },
      { max: FULL_NAME_MAX_LENGTH },
    ),
  }),
  /** A new key (trimmed), null or '' to remove it; left out, the stored key stays. */
  openaiApiKey: z.pipe(
    z.optional(
      z.nullable(
        trimmedText(400, {
          tooLong: say(
            { id: 'core.profile.apiKeyTooLong', defaultMessage: 'API key must be at most {max} characters' },
            { max: 400 },
          ),
        }),
      ),
    ),
    z.transform((key) => (key === '' ? null : key)),
  ),
  /** An OpenAI-compatible API's address (its trailing slash dropped); left out, the stored one stays. */
  aiBaseUrl: z.optional(
    z.pipe(
      trimmedText(AI_BASE_URL_MAX_LENGTH, {
        tooLong: say(
          { id: 'core.profile.aiBaseUrlTooLong', defaultMessage: 'Base URL must be at most {max} characters' },
          { max: AI_BASE_URL_MAX_LENGTH },
        ),
      }).check(
        z.refine(
          isApiAddress,
          say({
            id: 'core.profile.aiBaseUrlInvalid',
            defaultMessage: 'Enter the API address starting with http:// or https://',
          }),
        ),
      ),
      z.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  /** The model the AI tools ask for; left out, the stored one stays. */
  aiModel: z.optional(
    trimmedText(AI_MODEL_MAX_LENGTH, {
      required: say({ id: 'core.profile.aiModelRequired', defaultMessage: 'Model is required' }),
      tooLong: say(
        { id: 'core.profile.aiModelTooLong', defaultMessage: 'Model must be at most {max} characters' },
        { max: AI_MODEL_MAX_LENGTH },
      ),
    }),
  ),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export type Profile = {
  fullName: string;
  email: string;
  avatarUrl: string | null;
  /** Only the last 4 characters of the stored API key ever leave the server. */
  apiKeyLast4: string | null;
  aiBaseUrl: string;
  aiModel: string;
};
