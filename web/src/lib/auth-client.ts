import type { FieldIssue } from '@core/api/api-error';
import { createAuthClient } from 'better-auth/react';

/** better-auth's client for /api/auth (sign-in, sign-up, Google, sign-out, session). */
export const authClient = createAuthClient({ basePath: '/api/auth' });

type AuthErrorBody = { message?: string | undefined; code?: string | undefined; issues?: FieldIssue[] | undefined; status: number };
type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthErrorBody };

export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** Turns better-auth's `{ data, error }` into a value or a thrown AuthError carrying the service's message. */
export async function unwrapAuth<T>(result: Promise<AuthResult<T>>): Promise<T> {
  const { data, error } = await result;
  if (!error) return data;
  const message = error.status === 429 ? 'Too many attempts. Please wait a minute and try again.' : error.message;
  throw new AuthError(message || 'Something went wrong. Please try again.', error.code, error.status, error.issues);
}
