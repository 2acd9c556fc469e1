import { say } from '@core/i18n/say';

/**
 * better-auth's refusals a person can meet in our pages, in its own English words (the API keeps them), said as
 * messages so the web can say them in its user's language. Keyed by better-auth's code.
 */
const REFUSALS: Record<string, () => string> = {
  INVALID_EMAIL_OR_PASSWORD: () => say({ id: 'server.auth.invalidEmailOrPassword', defaultMessage: 'Invalid email or password' }),
  EMAIL_NOT_VERIFIED: () => say({ id: 'server.auth.emailNotVerified', defaultMessage: 'Email not verified' }),
  INVALID_TOKEN: () => say({ id: 'server.auth.invalidToken', defaultMessage: 'Invalid token' }),
  TOKEN_EXPIRED: () => say({ id: 'server.auth.tokenExpired', defaultMessage: 'Token expired' }),
  INVALID_PASSWORD: () => say({ id: 'server.auth.invalidPassword', defaultMessage: 'Invalid password' }),
  PASSWORD_TOO_SHORT: () => say({ id: 'server.auth.passwordTooShort', defaultMessage: 'Password too short' }),
  PASSWORD_TOO_LONG: () => say({ id: 'server.auth.passwordTooLong', defaultMessage: 'Password too long' }),
  CREDENTIAL_ACCOUNT_NOT_FOUND: () => say({ id: 'server.auth.credentialAccountNotFound', defaultMessage: 'Credential account not found' }),
  SESSION_EXPIRED: () =>
    say({ id: 'server.auth.sessionExpired', defaultMessage: 'Session expired. Re-authenticate to perform this action.' }),
  USER_NOT_FOUND: () => say({ id: 'server.auth.userNotFound', defaultMessage: 'User not found' }),
  FAILED_TO_CREATE_USER: () => say({ id: 'server.auth.failedToCreateUser', defaultMessage: 'Failed to create user' }),
  EMAIL_ALREADY_VERIFIED: () => say({ id: 'server.auth.emailAlreadyVerified', defaultMessage: 'Email is already verified' }),
};

/** better-auth's rate limiter's refusal, which has no code. */
const TOO_MANY_REQUESTS = () => say({ id: 'server.auth.tooManyRequests', defaultMessage: 'Too many requests. Please try again later.' });

/**
 * Says a refusal better-auth answered (so `saidAs` knows which message its words are), when it is one of ours
 * in the words better-auth uses; any other answer is left as it is.
 */
export function sayAuthRefusal(status: number, body: { code?: string | undefined; message?: string | undefined }) {
  const refusal = status === 429 ? TOO_MANY_REQUESTS : body.code === undefined ? undefined : REFUSALS[body.code];
  refusal?.();
}
