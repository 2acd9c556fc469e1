import { createAuth } from './auth/auth';
import { createApp } from './app';
import { createDb } from './db/client';
import type { Env } from './env';
import { resolveAppSecret } from './lib/app-secret';
import type { Logger } from './lib/logger';
import { createMailer } from './mail/mailer';

type ServerOptions = { env: Env; logger: Logger; webDir?: string };

/** Everything the process runs, wired together: database (migrated), mail, auth and the HTTP app. */
export async function createServer({ env, logger, webDir }: ServerOptions) {
  const database = await createDb(env, logger);
  await database.migrate();
  const mailer = createMailer(env, logger);
  const auth = createAuth({ db: database.db, env, secret: resolveAppSecret(env), mailer, logger });
  const app = createApp({ database, auth, logger, ...(webDir ? { webDir } : {}) });
  return { app, auth, database, mailer };
}
