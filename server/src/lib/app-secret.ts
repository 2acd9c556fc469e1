import { randomBytes } from 'node:crypto';
import type { Env } from '../env';
import { readOrCreateDataFile } from './data-file';

/** APP_SECRET, or one generated on first start and kept in DATA_DIR (readable by the owner only). */
export function resolveAppSecret(env: Pick<Env, 'APP_SECRET' | 'DATA_DIR'>): string {
  return (
    env.APP_SECRET ?? readOrCreateDataFile(env.DATA_DIR, 'app-secret', () => randomBytes(32).toString('base64url'))
  );
}
