import { describe, expect, it } from 'vitest';
import { TEST_AI_KEY as KEY, useAiProviderFixture } from '../testing/ai-provider-fixture';

const REFUSED_KEY = 'sk-refused-SECRET0123456789abcdefghijklmnop';

const fixture = useAiProviderFixture({ extraHosts: ['127.0.0.1:9'], limits: { timeoutMs: 300 } });

const useSettings = async (settings: { openaiApiKey?: string | null; aiModel?: string; aiBaseUrl?: string }) => {
  const answer = await fixture.ada.request('/api/profile', {
    method: 'PATCH',
    json: { fullName: 'Ada Lovelace', aiBaseUrl: fixture.aiServer.baseUrl, ...settings },
  });
  expect(answer.status).toBe(200);
};

describe('the AI provider module', () => {
  it('has nothing to test without a key, and calls nobody', async () => {
    const before = fixture.aiServer.requests.length;
    expect(await fixture.provider.testConnection(fixture.adaId)).toBe('no-key');
    expect(fixture.aiServer.requests).toHaveLength(before);
  });

  it('sends one chat completion with the saved model and the key as a bearer token, and finds it answered', async () => {
    await useSettings({ openaiApiKey: KEY, aiModel: 'tiny-model' });
    expect(await fixture.provider.testConnection(fixture.adaId)).toBe('ok');
    expect(fixture.aiServer.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${KEY}`,
      body: { model: 'tiny-model', messages: [{ role: 'user', content: 'Reply with the single word OK.' }] },
    });
    expect(fixture.aiServer.requests.at(-1)!.body).not.toHaveProperty('max_tokens');
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
    expect(await fixture.provider.testConnection(fixture.adaId)).toBe(outcome);
  });

  it('tells a 404 that names no model (a Base URL without /v1) as failed, whose words say to check the Base URL', async () => {
    await useSettings({
      openaiApiKey: KEY,
      aiModel: 'tiny-model',
      aiBaseUrl: fixture.aiServer.baseUrl.replace(/\/v1$/, ''),
    });
    expect(await fixture.provider.testConnection(fixture.adaId)).toBe('failed');
  });

  it('logs how each test went, and never the key (not even the part a provider echoes back)', () => {
    expect(fixture.logLines.length).toBeGreaterThanOrEqual(9);
    expect(JSON.parse(fixture.logLines.find((line) => line.includes('"outcome":"ok"'))!)).toMatchObject({
      msg: 'AI connection tested',
      model: 'tiny-model',
      userId: fixture.adaId,
    });
    for (const line of fixture.logLines) {
      expect(line).not.toContain('SECRET');
    }
  });
});
