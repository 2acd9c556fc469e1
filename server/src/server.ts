import { createAuth } from './auth/auth';
import { createApp } from './app';
import { createDb, type Database } from './db/client';
import type { Env } from './env';
import { resolveAppSecret } from './lib/app-secret';
import type { Logger } from './lib/logger';
import { createSecretBox } from './lib/secret-box';
import { createMailer, type Mailer } from './mail/mailer';

type ServerOptions = {
  env: Env;
  logger: Logger;
  webDir?: string;
  /** Tests pass their own database and a mailer that keeps what it sends. */
  database?: Database;
  mailer?: Mailer;
};

/** Everything the process runs, wired together: database (migrated), mail, auth and the HTTP app. */
export async function createServer({ env, logger, webDir, ...overrides }: ServerOptions) {
  const database = overrides.database ?? (await createDb(env, logger));
  await database.migrate();
  const mailer = overrides.mailer ?? createMailer(env, logger);
  const secret = resolveAppSecret(env);
  const auth = createAuth({ db: database.db, env, secret, mailer, logger });
  const secretBox = createSecretBox(secret, 'profile-api-key');
  const app = createApp({ database, auth, logger, appUrl: env.APP_URL, trustProxyHops: env.TRUST_PROXY_HOPS, secretBox, appSecret: secret, mailer, ...(webDir ? { webDir } : {}) });
  return { app, auth, database, mailer };
}
