import type { FieldIssue, SaidAs } from '@core/api/api-error';
import { rememberSaidAnswer } from '@core/i18n/say';
import { createAuthClient } from 'better-auth/react';
import { somethingWentWrong } from './api-client';

/** better-auth's client for /api/auth (sign-in, sign-up, Google, sign-out, session). */
export const authClient = createAuthClient({ basePath: '/api/auth' });

type AuthErrorBody = SaidAs & {
  message?: string | undefined;
  code?: string | undefined;
  issues?: (FieldIssue & SaidAs)[] | undefined;
  status: number;
};
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

/**
 * Turns better-auth's `{ data, error }` into a value or a thrown AuthError carrying the service's message,
 * remembered as the message it is (as `unwrap` does), so the page says it in its language (lib/i18n/use-said).
 */
export async function unwrapAuth<T>(result: Promise<AuthResult<T>>): Promise<T> {
  const { data, error } = await result;
  if (!error) return data;
  rememberSaidAnswer(error);
  throw new AuthError(error.message || somethingWentWrong(), error.code, error.status, error.issues);
}
