import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiServer, type AiServer } from '../../../test-support/ai-server';
import { resolveAppSecret } from '../lib/app-secret';
import { createSecretBox } from '../lib/secret-box';
import { createSafeFetch } from '../outbound/safe-fetch';
import type { TestClient } from '../testing/test-client';
import { createTestServer, type TestServer } from '../testing/test-server';
import { createAiProvider, type AiProvider } from './ai-provider';

const KEY = 'sk-proj-SECRET0123456789abcdefghijklmnopqrstuvwxyz';
const REFUSED_KEY = 'sk-refused-SECRET0123456789abcdefghijklmnop';

let aiServer: AiServer;
let server: TestServer;
let ada: TestClient;
let adaId: string;
/** Every line the provider logged, at every level. */
const logLines: string[] = [];
let provider: AiProvider;

beforeAll(async () => {
  aiServer = await startAiServer();
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  adaId = (await (await ada.request('/api/auth/get-session')).json()).user.id;
  const logger = pino({ level: 'trace' }, new Writable({ write: (line: Buffer, _encoding, done) => void (logLines.push(line.toString('utf8')), done()) }));
  // The local provider (and port 9, where nobody listens) are on 127.0.0.1: listed here as an operator would list a
  // model server on their network; loopback is otherwise refused. A short deadline for the slow model.
  const safeFetch = createSafeFetch({ allowLoopback: false, allowedHosts: [new URL(aiServer.baseUrl).host, '127.0.0.1:9'], userAgent: 'test' });
  provider = createAiProvider({ db: server.database.db, box: createSecretBox(resolveAppSecret(server.env), 'profile-api-key'), safeFetch, logger, timeoutMs: 300 });
});
afterAll(async () => {
  await aiServer.close();
  await server.dispose();
});

const useSettings = async (settings: { openaiApiKey?: string | null; aiModel?: string; aiBaseUrl?: string }) => {
  const answer = await ada.request('/api/profile', { method: 'PATCH', json: { fullName: 'Ada Lovelace', aiBaseUrl: aiServer.baseUrl, ...settings } });
  expect(answer.status).toBe(200);
};

describe('the AI provider module', () => {
  it('has nothing to test without a key, and calls nobody', async () => {
    const before = aiServer.requests.length;
    expect(await provider.testConnection(adaId)).toBe('no-key');
    expect(aiServer.requests).toHaveLength(before);
  });

  it('sends one chat completion with the saved model and the key as a bearer token, and finds it answered', async () => {
    await useSettings({ openaiApiKey: KEY, aiModel: 'tiny-model' });
    expect(await provider.testConnection(adaId)).toBe('ok');
    expect(aiServer.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${KEY}`,
      body: { model: 'tiny-model', messages: [{ role: 'user', content: 'Reply with the single word OK.' }] },
    });
    expect(aiServer.requests.at(-1)!.body).not.toHaveProperty('max_tokens');
  });

  it.each([
    [{ openaiApiKey: REFUSED_KEY, aiModel: 'tiny-model' }, 'refused-key'],
    [{ openaiApiKey: KEY, aiModel: 'busy-model' }, 'rate-limited'],
    [{ openaiApiKey: KEY, aiModel: 'missing-model' }, 'model-not-found'],
    [{ openaiApiKey: KEY, aiModel: 'broken-model' }, 'failed'],
    [{ openaiApiKey: KEY, aiModel: 'slow-model' }, 'timeout'],
    // Port 9 (discard) on this machine, listed: nobody listens, the connection is refused.
    [{ openaiApiKey: KEY, aiModel: 'tiny-model', aiBaseUrl: 'http://127.0.0.1:9/v1' }, 'unreachable'],
    // Not a listed host, and 10.x is private: refused before any connection.
    [{ openaiApiKey: KEY, aiModel: 'tiny-model', aiBaseUrl: 'http://10.0.0.1/v1' }, 'blocked'],
    // localhost by name is not a listed host, and the rule refuses loopback here: refused after DNS.
    [{ openaiApiKey: KEY, aiModel: 'tiny-model', aiBaseUrl: 'http://localhost:9/v1' }, 'blocked'],
  ])('tells %j as %s', async (settings, outcome) => {
    await useSettings(settings);
    expect(await provider.testConnection(adaId)).toBe(outcome);
  });

  it('logs how each test went, and never the key (not even the part a provider echoes back)', () => {
    expect(logLines.length).toBeGreaterThanOrEqual(9);
    expect(JSON.parse(logLines.find((line) => line.includes('"outcome":"ok"'))!)).toMatchObject({ msg: 'AI connection tested', model: 'tiny-model', userId: adaId });
    for (const line of logLines) {
      expect(line).not.toContain('SECRET');
    }
  });
});
