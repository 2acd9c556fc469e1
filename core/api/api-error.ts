import { z } from 'zod';

/** One bad field of a request: its dotted path ('' for the whole body) and what is wrong. */
export type FieldIssue = { path: string; message: string };

/** The body of every error answer from our API (auth routes use better-auth's `{ code, message }`). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
