import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { user } from '../server/src/db/schema';
import { parseEnv } from '../server/src/env';
import { createLogger } from '../server/src/lib/logger';
import type { Mail } from '../server/src/mail/mailer';
import { newVapidKeysEnv } from '../server/src/notifications/vapid-keys';
import { createServer } from '../server/src/server';
import { freePort } from '../test-support/free-port';

export const APP_URL = 'http://localhost:3000';
const PASSWORD = 'correct horse battery staple';

/**
 * A new account signed up and confirmed over HTTP, as a browser would; its session cookie. `confirmationLink`
 * finds the link the server mailed to `email` (a mailer in this process, or a real SMTP receiver). `forwardedFor`:
 * the client's address as a trusted proxy would tell it (TRUST_PROXY_HOPS=1), so that many sign-ups are many
 * clients to the sign-up rate limit. `origin`: the server's APP_URL, which its writes must come from.
 */
export async function signUpAndConfirm(
  base: string,
  email: string,
  confirmationLink: (email: string) => Promise<string>,
  { forwardedFor, origin = APP_URL }: { forwardedFor?: string; origin?: string } = {},
): Promise<string> {
  const signUpAnswer = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ name: 'Bench Founder', email, password: PASSWORD, callbackURL: '/' }),
  });
  if (!signUpAnswer.ok) throw new Error(`sign-up failed: ${signUpAnswer.status} ${await signUpAnswer.text()}`);
  const { pathname, search } = new URL(await confirmationLink(email));
  const confirmed = await fetch(`${base}${pathname}${search}`, { headers: { origin }, redirect: 'manual' });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie.includes('session_token')) throw new Error(`no session after confirming: ${confirmed.status}`);
  return cookie;
}

/** The link in the first mail to `email` that `mails` receives within 5 s. */
async function linkMailedTo(mails: Mail[], email: string): Promise<string> {
  let mail: Mail | undefined;
  for (let waited = 0; !mail && waited < 5_000; waited += 20) {
    mail = mails.find((sent) => sent.to === email);
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no confirmation mail');
  return link;
}

/**
 * A free port and the address a browser opens there, to be the server's APP_URL: its pages' WebSockets come from that
 * origin (one from another is refused), as a founder's do.
 */
export async function browserAddress() {
  const port = await freePort();
  return { port, appUrl: `http://127.0.0.1:${port}` };
}

/**
 * The whole server (`createServer`, production mode, warnings only) on `database`, listening on 127.0.0.1 on a
 * free port in this process, with a mailer that keeps its mails; and the founder every benchmark signs up. `env`:
 * settings of its own (the AI benchmark's OUTBOUND_ALLOW_LOOPBACK, to reach its local AI server). `web`: the built
 * web app and its server-side renderer, for a browser: the server's APP_URL is then its own address, whose pages'
 * WebSockets (live editing) it takes, as in production (server/src/index.ts).
 */
export async function startBenchServer(
  database: Database,
  { web, env: extraEnv = {} }: { web?: { webDir: string; ssrEntry: string }; env?: Record<string, string> } = {},
) {
  const address = web ? await browserAddress() : { port: 0, appUrl: APP_URL };
  const env = parseEnv({
    NODE_ENV: 'production',
    APP_URL: address.appUrl,
    APP_SECRET: 'bench-secret-that-is-long-enough-for-hmac',
    LOG_LEVEL: 'warn',
    ...newVapidKeysEnv(),
    ...extraEnv,
  });
  const mails: Mail[] = [];
  const { app, collab, stop } = await createServer({
    env,
    logger: createLogger(env),
    database,
    mailer: { send: async (mail) => void mails.push(mail) },
    ...web,
  });
  // Requests still being answered after autocannon stops (it drops its connections) must not spill into the
  // next route's figures: each run starts once they are done.
  let inFlight = 0;
  const fetchCounted: typeof app.fetch = async (...args) => {
    inFlight++;
    try {
      return await app.fetch(...args);
    } finally {
      inFlight--;
    }
  };
  const server = await new Promise<Server>((resolve) => {
    const started: Server = serve({ fetch: fetchCounted, hostname: '127.0.0.1', port: address.port }, () =>
      resolve(started),
    ) as Server;
  });
  server.on('upgrade', collab.handleUpgrade);
  // fetch reuses the sign-up's connection after seeding; the default 5 s idle close would race it (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    drained: async () => {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    /** Signs up and confirms the benchmark's founder: their session cookie and user id. */
    async signUpFounder(email = 'founder@bench.example') {
      const cookie = await signUpAndConfirm(base, email, (to) => linkMailedTo(mails, to), { origin: address.appUrl });
      const [account] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { cookie, userId: account!.id };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
    },
  };
}
