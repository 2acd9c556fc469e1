import { pino, type Logger } from 'pino';
import type { Env } from '../env';

export type { Logger };

/** JSON logs; secrets are redacted wherever they might appear in a logged object. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    redact: {
      paths: ['password', '*.password', 'headers.cookie', 'headers.authorization', '*.token', 'secret', '*.secret'],
      censor: '[redacted]',
    },
  });
}
