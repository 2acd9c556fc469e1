import { z } from 'zod';

/** Which message English words are (core/i18n/say.ts), so the web can say them in its user's language. */
export type SaidAs = { messageId?: string; values?: Record<string, string | number> };

/** One bad field of a request: its dotted path ('' for the whole body) and what is wrong. */
export type FieldIssue = { path: string; message: string } & SaidAs;

const saidAsShape = {
  messageId: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/** The body of every error answer from our API (auth routes use better-auth's `{ code, message }`). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    ...saidAsShape,
    issues: z.array(z.object({ path: z.string(), message: z.string(), ...saidAsShape })).optional(),
  }),
});
