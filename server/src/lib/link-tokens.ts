import { createHash, createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** A public link's token: 256 random bits, URL-safe (43 characters). Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as it can appear in a link: anything else is no token (and never reaches the database). */
export const isLinkTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A link password, hashed with scrypt and a random salt: `scrypt$salt$hash`, both base64url. */
export async function hashLinkPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyLinkPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * What a link holder sends, once the password is right, to read a protected link's content: an HMAC of the
 * link and its password hash. No server state; it stops working when the link is revoked, expires, or its
 * password changes.
 */
export const linkUnlockKey = (secret: string, tokenHash: string, passwordHash: string) =>
  createHmac('sha256', secret).update(`link-unlock:${tokenHash}:${passwordHash}`).digest('base64url');

export function isUnlockKey(secret: string, tokenHash: string, passwordHash: string, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(linkUnlockKey(secret, tokenHash, passwordHash));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
