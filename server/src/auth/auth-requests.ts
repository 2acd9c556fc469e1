import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from '@core/auth/auth-contracts';
import { APIError } from 'better-auth/api';
import type { z } from 'zod/mini';

/** better-auth's endpoints that take a form, and what each accepts: the core contract the web form uses. */
const REQUEST_SCHEMAS: Partial<Record<string, z.ZodMiniType<Record<string, unknown>>>> = {
  '/sign-up/email': signUpRequestSchema,
  '/request-password-reset': forgotPasswordRequestSchema,
  '/reset-password': resetPasswordRequestSchema,
  '/change-password': changePasswordRequestSchema,
};

/**
 * The body of a request to `path`, checked by its contract: a 422 with one issue per field when it is bad
 * (with the same words as the form), undefined for endpoints without a form.
 */
export function parseAuthRequest(path: string, body: unknown): Record<string, unknown> | undefined {
  const schema = REQUEST_SCHEMAS[path];
  if (!schema) return undefined;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new APIError('UNPROCESSABLE_ENTITY', { code: 'VALIDATION_FAILED', message: issues[0]!.message, issues });
}
