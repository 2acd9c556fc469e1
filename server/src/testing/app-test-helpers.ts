import { createApp } from '../app';
import { createLogger } from '../lib/logger';
import { createSecretBox } from '../lib/secret-box';
import type { TestServer } from './test-server';

/** An app on the test server's database, auth and services, with `overrides` in their place. */
export const appWith = (server: TestServer, overrides: Partial<Parameters<typeof createApp>[0]>) =>
  createApp({
    database: server.database,
    auth: server.auth,
    logger: createLogger({ LOG_LEVEL: 'silent' }),
    appUrl: server.env.APP_URL,
    trustProxyHops: 0,
    secretBox: createSecretBox('x'.repeat(32), 'test'),
    appSecret: 'x'.repeat(32),
    mailer: server.mailer,
    notifier: server.notifier,
    liveInbox: server.liveInbox,
    liveIdeas: server.liveIdeas,
    push: { publicKey: 'test-key', allowLoopback: false },
    domainLookup: server.domainLookup,
    safeFetch: server.safeFetch,
    ai: server.ai,
    pageContent: server.collab,
    ...overrides,
  });
