import type { AiDraftEvent } from '@core/ai/ai-drafts';
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
const PROMPT = { system: 'Say something.', prompt: 'Anything.' };

let aiServer: AiServer;
let server: TestServer;
let ada: TestClient;
let adaId: string;
const logLines: string[] = [];
let provider: AiProvider;

beforeAll(async () => {
  aiServer = await startAiServer();
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
  adaId = (await (await ada.request('/api/auth/get-session')).json()).user.id;
  const logger = pino({ level: 'trace' }, new Writable({ write: (line: Buffer, _encoding, done) => void (logLines.push(line.toString('utf8')), done()) }));
  const safeFetch = createSafeFetch({ allowLoopback: false, allowedHosts: [new URL(aiServer.baseUrl).host], userAgent: 'test' });
  // Short limits, so that a stalled answer and a long one are seen quickly.
  provider = createAiProvider({ db: server.database.db, box: createSecretBox(resolveAppSecret(server.env), 'profile-api-key'), safeFetch, logger, streamTimeoutMs: 500, maxOutputChars: 25 });
  await ada.request('/api/profile', { method: 'PATCH', json: { fullName: 'Ada Lovelace', aiBaseUrl: aiServer.baseUrl, aiModel: 'tiny-model', openaiApiKey: KEY } });
});
afterAll(async () => {
  await aiServer.close();
  await server.dispose();
});

const useModel = (aiModel: string) => ada.request('/api/profile', { method: 'PATCH', json: { fullName: 'Ada Lovelace', aiModel } });

async function collect(events: AsyncGenerator<AiDraftEvent>, onEvent: (event: AiDraftEvent) => void = () => {}) {
  const seen: AiDraftEvent[] = [];
  for await (const event of events) {
    seen.push(event);
    onEvent(event);
  }
  return seen;
}

describe('the AI provider’s streamed answers', () => {
  it('hands on each piece before the provider has finished', async () => {
    aiServer.answer = 'First bit, then more';
    const release = aiServer.hold();
    const seen = await collect(provider.stream(adaId, 'test', PROMPT, new AbortController().signal), (event) => {
      // The second piece is held until the first has reached the reader.
      if (event.type === 'text' && event.text === 'First bit,') release();
    });
    expect(seen).toEqual([
      { type: 'text', text: 'First bit,' },
      { type: 'text', text: ' then more' },
      { type: 'done', truncated: false },
    ]);
  });

  it('cuts the answer at its maximum size and stops the provider', async () => {
    aiServer.answer = 'abcdefghij'.repeat(5);
    expect(await collect(provider.stream(adaId, 'test', PROMPT, new AbortController().signal))).toEqual([
      { type: 'text', text: 'abcdefghij' },
      { type: 'text', text: 'abcdefghij' },
      { type: 'text', text: 'abcde' },
      { type: 'done', truncated: true },
    ]);
  });

  it('tells an answer that stalls past its deadline as a timeout', async () => {
    await useModel('stall-model');
    aiServer.answer = 'Half an answer and then silence';
    expect(await collect(provider.stream(adaId, 'test', PROMPT, new AbortController().signal))).toEqual([
      { type: 'text', text: 'Half an an' },
      { type: 'failed', outcome: 'timeout', message: '' },
    ]);
    await useModel('tiny-model');
  });

  it.each([
    ['busy-model', 'rate-limited'],
    ['missing-model', 'model-not-found'],
    ['broken-model', 'failed'],
  ])('tells a provider’s refusal (%s) as %s', async (model, outcome) => {
    await useModel(model);
    expect(await collect(provider.stream(adaId, 'test', PROMPT, new AbortController().signal))).toEqual([{ type: 'failed', outcome, message: '' }]);
    await useModel('tiny-model');
  });

  it('stops quietly when the reader leaves, and asks nothing more of the provider', async () => {
    aiServer.answer = 'Never read to the end of this';
    const release = aiServer.hold();
    const leaving = new AbortController();
    const seen = await collect(provider.stream(adaId, 'test', PROMPT, leaving.signal), () => leaving.abort());
    release();
    expect(seen).toEqual([{ type: 'text', text: 'Never read' }, { type: 'done', truncated: false }]);
  });

  it('logs each answer’s outcome and size, never the key nor the words', () => {
    const streamed = logLines.filter((line) => line.includes('AI draft streamed'));
    expect(streamed.length).toBeGreaterThanOrEqual(6);
    expect(JSON.parse(streamed[0]!)).toMatchObject({ userId: adaId, task: 'test', model: 'tiny-model', outcome: 'ok', chars: 20 });
    for (const line of logLines) {
      expect(line).not.toContain('SECRET');
      expect(line).not.toContain('First bit');
    }
  });
});
