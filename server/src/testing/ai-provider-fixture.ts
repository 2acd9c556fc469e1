import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { startAiServer, type AiServer } from '../../../test-support/ai-server';
import { createAiProvider, type AiProvider } from '../ai/ai-provider';
import { resolveAppSecret } from '../lib/app-secret';
import { createSecretBox } from '../lib/secret-box';
import { createSafeFetch } from '../outbound/safe-fetch';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';

/** A key a test saves: 'SECRET' in it, so that a test can look for it in logs and answers. */
export const TEST_AI_KEY = 'sk-proj-SECRET0123456789abcdefghijklmnopqrstuvwxyz';

type Fixture = {
  aiServer: AiServer;
  server: TestServer;
  ada: TestClient;
  adaId: string;
  provider: AiProvider;
  logLines: string[];
};

/**
 * For the AI provider module's tests: the local OpenAI-compatible server, a test server with Ada signed in, and the
 * provider module on that database, its every log line kept. The local server's host is listed, as an operator lists
 * a model server on their network (loopback is otherwise refused), with `extraHosts`; `limits` shortens deadlines.
 */
export function useAiProviderFixture({
  extraHosts = [],
  limits = {},
}: {
  extraHosts?: string[];
  limits?: Pick<Parameters<typeof createAiProvider>[0], 'timeoutMs' | 'streamTimeoutMs' | 'maxOutputChars'>;
} = {}) {
  const fixture = { logLines: [] as string[] } as Fixture;
  beforeAll(async () => {
    fixture.aiServer = await startAiServer();
    fixture.server = await createTestServer();
    fixture.ada = await fixture.server.signedInClient('ada@example.com', 'Ada Lovelace');
    fixture.adaId = (await (await fixture.ada.request('/api/auth/get-session')).json()).user.id;
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write: (line: Buffer, _encoding, done) => void (fixture.logLines.push(line.toString('utf8')), done()),
      }),
    );
    const safeFetch = createSafeFetch({
      allowLoopback: false,
      allowedHosts: [new URL(fixture.aiServer.baseUrl).host, ...extraHosts],
      userAgent: 'test',
    });
    const box = createSecretBox(resolveAppSecret(fixture.server.env), 'profile-api-key');
    fixture.provider = createAiProvider({ db: fixture.server.database.db, box, safeFetch, logger, ...limits });
  });
  afterAll(async () => {
    await fixture.aiServer.close();
    await fixture.server.dispose();
  });
  return fixture;
}
