import { say } from '@core/i18n/say';

/**
 * better-auth's refusals a person can meet in our pages, in its own English words (the API keeps them), keyed by
 * its code: said as messages, so the web can say them in its user's language.
 */
const REFUSALS: Partial<Record<string, () => string>> = {
  INVALID_EMAIL_OR_PASSWORD: () =>
    say({ id: 'server.auth.invalidEmailOrPassword', defaultMessage: 'Invalid email or password' }),
  EMAIL_NOT_VERIFIED: () => say({ id: 'server.auth.emailNotVerified', defaultMessage: 'Email not verified' }),
  INVALID_TOKEN: () => say({ id: 'server.auth.invalidToken', defaultMessage: 'Invalid token' }),
  TOKEN_EXPIRED: () => say({ id: 'server.auth.tokenExpired', defaultMessage: 'Token expired' }),
  INVALID_PASSWORD: () => say({ id: 'server.auth.invalidPassword', defaultMessage: 'Invalid password' }),
  PASSWORD_TOO_SHORT: () => say({ id: 'server.auth.passwordTooShort', defaultMessage: 'Password too short' }),
  PASSWORD_TOO_LONG: () => say({ id: 'server.auth.passwordTooLong', defaultMessage: 'Password too long' }),
  CREDENTIAL_ACCOUNT_NOT_FOUND: () =>
    say({ id: 'server.auth.credentialAccountNotFound', defaultMessage: 'Credential account not found' }),
  SESSION_EXPIRED: () =>
    say({
      id: 'server.auth.sessionExpired',
      defaultMessage: 'Session expired. Re-authenticate to perform this action.',
    }),
  USER_NOT_FOUND: () => say({ id: 'server.auth.userNotFound', defaultMessage: 'User not found' }),
  FAILED_TO_CREATE_USER: () => say({ id: 'server.auth.failedToCreateUser', defaultMessage: 'Failed to create user' }),
  EMAIL_ALREADY_VERIFIED: () =>
    say({ id: 'server.auth.emailAlreadyVerified', defaultMessage: 'Email is already verified' }),
};

/**
 * The words to answer a refusal of better-auth with, said (so `saidAs` tells which message they are): ours for its
 * rate limiter's 429 (which has no code), its own for a refusal we know in the words it uses; undefined for any
 * other answer, which keeps its words.
 */
export function authRefusalWords(
  status: number,
  body: { code?: string | undefined; message?: string | undefined },
): string | undefined {
  if (status === 429)
    return say({
      id: 'server.auth.tooManyAttempts',
      defaultMessage: 'Too many attempts. Please wait a minute and try again.',
    });
  const known = body.code === undefined ? undefined : REFUSALS[body.code]?.();
  return known === body.message ? known : undefined;
}
