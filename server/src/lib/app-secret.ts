import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';

/** APP_SECRET, or one generated on first start and kept in DATA_DIR (readable by the owner only). */
export function resolveAppSecret(env: Pick<Env, 'APP_SECRET' | 'DATA_DIR'>): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = join(env.DATA_DIR, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
