import { createLogger } from '../lib/logger';
import type { Mail } from '../mail/mailer';
import { createServer } from '../server';
import { quickPasswordHashing } from './quick-password-hashing';
import { TestClient } from './test-client';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';
import { testServerEnv } from './test-env';

/**
 * The whole server on a fresh test database (or on `database`, which it migrates), with a mailer that keeps
 * every mail instead of sending it; with `webDir`, it serves the web app from there too.
 */
export async function createTestServer(
  envOverrides: Record<string, string> = {},
  options: { webDir?: string; database?: Database } = {},
) {
  const { webDir } = options;
  const env = testServerEnv(envOverrides);
  const database = options.database ?? (await createTestDatabase());
  const mails: Mail[] = [];
  /** Addresses the mailer refuses, as an SMTP server that is down would. */
  const unreachable = new Set<string>();
  const server = await createServer({
    env,
    logger: createLogger(env),
    database,
    passwordHashing: quickPasswordHashing,
    ...(webDir ? { webDir } : {}),
    mailer: {
      send: async (mail) => {
        if (unreachable.has(mail.to)) throw new Error(`SMTP refused ${mail.to}`);
        mails.push(mail);
      },
    },
  });
  const client = () => new TestClient(server.app, env.APP_URL);
  return {
    ...server,
    env,
    mails,
    /** From now on, mails to this address fail. */
    failMailsTo: (email: string) => void unreachable.add(email),
    client,
    /** A client signed in as a new, confirmed account (through sign-up and the mailed link). */
    async signedInClient(email: string, name = 'Test Founder') {
      const signedIn = client();
      const answer = await signedIn.post('/api/auth/sign-up/email', {
        name,
        email,
        password: 'correct horse',
        callbackURL: '/',
      });
      if (!answer.ok) throw new Error(`Sign-up failed: ${answer.status} ${await answer.text()}`);
      await signedIn.request(linkIn(mails.findLast((mail) => mail.to === email)));
      return signedIn;
    },
    dispose: async () => {
      await server.stop();
      await database.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** The first link in a mail's text. */
export function linkIn(mail: Mail | undefined): string {
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in mail: ${mail?.text ?? '(no mail)'}`);
  return link;
}
