import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../auth/auth';

/** scrypt at N = 2^10 (better-auth's own is 2^14, r 16): the same kind of hash, in about a sixteenth of the time. */
const COST = { N: 1024, r: 16, p: 1, maxmem: 128 * 1024 * 16 * 2 };

const keyOf = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * The test servers' password hashing (ADR 0112): sign-up hashes a password and sign-in checks it, several hundred times
 * in the API tests, where better-auth's cost was a third of their time. Stored as better-auth stores its own
 * (`salt:key`, hex). The built app the e2e journeys drive keeps better-auth's.
 */
export const quickPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await keyOf(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await keyOf(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
