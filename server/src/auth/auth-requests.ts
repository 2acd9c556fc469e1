import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from '@core/auth/auth-contracts';
import { APIError } from 'better-auth/api';
import type { z } from 'zod/mini';
import { findUnstorableText, unstorableTextMessage } from '../lib/unstorable-text';

/** better-auth's endpoints that take a form, and what each accepts: the core contract the web form uses. */
const REQUEST_SCHEMAS: Partial<Record<string, z.ZodMiniType<Record<string, unknown>>>> = {
  '/sign-up/email': signUpRequestSchema,
  '/request-password-reset': forgotPasswordRequestSchema,
  '/reset-password': resetPasswordRequestSchema,
  '/change-password': changePasswordRequestSchema,
};

/**
 * The body of a request to `path`, checked by its contract: a 422 with one issue per field when it is bad
 * (with the same words as the form), or with text Postgres cannot store (as every route of ours, validate.ts);
 * undefined for endpoints without a form.
 */
export function parseAuthRequest(path: string, body: unknown): Record<string, unknown> | undefined {
  const schema = REQUEST_SCHEMAS[path];
  if (!schema) return undefined;
  const parsed = schema.safeParse(body);
  if (parsed.success) {
    // Checked before anything is written: a sign-up replaces an unconfirmed account of its address first (ADR 0005).
    const path = findUnstorableText(parsed.data);
    if (path === undefined) return parsed.data;
    const message = unstorableTextMessage();
    throw new APIError('UNPROCESSABLE_ENTITY', { code: 'VALIDATION_FAILED', message, issues: [{ path, message }] });
  }
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new APIError('UNPROCESSABLE_ENTITY', { code: 'VALIDATION_FAILED', message: issues[0]!.message, issues });
}
