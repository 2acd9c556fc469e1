import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

/**
 * A value anyone may hold and nobody can forge (an unsubscribe link's user id): `<value>.<HMAC>`, base64url.
 * The purpose keeps a signature made for one use from being accepted by another.
 */
export const signValue = (secret: string, purpose: string, value: string) =>
  `${Buffer.from(value).toString('base64url')}.${signature(secret, purpose, value)}`;

/** The value a signed token carries, or null when it was not signed by us for this purpose. */
export function readSignedValue(secret: string, purpose: string, token: string): string | null {
  const [encoded, given] = token.split('.');
  if (!encoded || !given) return null;
  const value = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(signature(secret, purpose, value));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? value : null;
}
