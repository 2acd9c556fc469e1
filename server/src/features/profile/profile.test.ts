import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiServer, type AiServer } from '../../../../test-support/ai-server';
import { profiles, user } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
let aiServer: AiServer;
beforeAll(async () => {
  aiServer = await startAiServer();
  // The local AI provider is on 127.0.0.1, which the outbound rule lets tests reach; private ranges stay refused.
  server = await createTestServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
});
afterAll(async () => {
  await aiServer.close();
  await server.dispose();
});

const KEY = 'sk-proj-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789wxyz';
const profileOf = async (client: TestClient) => (await client.request('/api/profile')).json();
const save = (client: TestClient, json: unknown) => client.request('/api/profile', { method: 'PATCH', json });
const storedProfile = async (email: string) =>
  (await server.database.db.select().from(profiles).where(eq(profiles.email, email)))[0]!;

describe('the profile', () => {
  it('shows the name, the read-only e-mail and no key at first', async () => {
    expect(await profileOf(ada)).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      avatarUrl: null,
      apiKeyLast4: null,
      aiBaseUrl: 'https://api.openai.com/v1',
      aiModel: 'gpt-4o-mini',
    });
  });

  it('saves the full name to the account and the profile', async () => {
    const answer = await save(ada, { fullName: '  Augusta Ada King  ' });
    expect(answer.status).toBe(200);
    expect((await answer.json()).fullName).toBe('Augusta Ada King');
    const [account] = await server.database.db.select().from(user).where(eq(user.email, 'ada@example.com'));
    expect(account?.name).toBe('Augusta Ada King');
    expect((await storedProfile('ada@example.com')).fullName).toBe('Augusta Ada King');
    expect((await (await ada.request('/api/auth/get-session')).json()).user.name).toBe('Augusta Ada King');
  });

  it('keeps the API key sealed: trimmed, encrypted at rest, and only its last 4 characters ever answered', async () => {
    const answer = await save(ada, { fullName: 'Ada Lovelace', openaiApiKey: `  ${KEY}\n` });
    const body = await answer.text();
    expect(JSON.parse(body).apiKeyLast4).toBe('wxyz');
    expect(body).not.toContain(KEY.slice(0, -4));
    expect(JSON.stringify(await profileOf(ada))).not.toContain(KEY.slice(0, -4));
    const stored = (await storedProfile('ada@example.com')).openaiApiKeyEncrypted!;
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(KEY.slice(8, 20));
  });

  it('keeps the key when it is left out, and removes it when sent empty', async () => {
    await save(ada, { fullName: 'Ada Lovelace', openaiApiKey: KEY });
    await save(ada, { fullName: 'Ada L.' });
    expect((await profileOf(ada)).apiKeyLast4).toBe('wxyz');
    await save(ada, { fullName: 'Ada L.', openaiApiKey: '   ' });
    expect((await profileOf(ada)).apiKeyLast4).toBeNull();
    expect((await storedProfile('ada@example.com')).openaiApiKeyEncrypted).toBeNull();
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Full name is required'],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'Full name must be at most 100 characters'],
    [{ fullName: 'Ada', email: 'new@example.com' }, '', 'Unrecognized key: "email"'],
    [{ fullName: 7 }, 'fullName', 'Invalid input: expected string, received number'],
    [
      { fullName: 'Ada', aiBaseUrl: 'api.openai.com/v1' },
      'aiBaseUrl',
      'Enter the API address starting with http:// or https://',
    ],
    [
      { fullName: 'Ada', aiBaseUrl: 'file:///etc/passwd' },
      'aiBaseUrl',
      'Enter the API address starting with http:// or https://',
    ],
    [
      { fullName: 'Ada', aiBaseUrl: 'https://user:pass@api.openai.com/v1' },
      'aiBaseUrl',
      'Enter the API address starting with http:// or https://',
    ],
    [
      { fullName: 'Ada', aiBaseUrl: `https://${'a'.repeat(490)}.com` },
      'aiBaseUrl',
      'Base URL must be at most 500 characters',
    ],
    [{ fullName: 'Ada', aiModel: '  ' }, 'aiModel', 'Model is required'],
    [{ fullName: 'Ada', aiModel: 'm'.repeat(101) }, 'aiModel', 'Model must be at most 100 characters'],
  ])('refuses %j with a 422 and saves nothing', async (body, path, message) => {
    await save(ada, { fullName: 'Ada Lovelace' });
    const answer = await save(ada, body);
    expect(answer.status).toBe(422);
    // Core's messages also say which message they are (messageId, values): the English is what is checked here.
    expect((await answer.json()).error.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect(await profileOf(ada)).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      aiBaseUrl: 'https://api.openai.com/v1',
      aiModel: 'gpt-4o-mini',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().request('/api/profile')).status).toBe(401);
    expect((await save(server.client(), { fullName: 'Mallory' })).status).toBe(401);
    expect((await server.client().request('/api/profile/ai/test-connection', { method: 'POST' })).status).toBe(401);
  });
});

describe('the AI provider settings', () => {
  let grace: TestClient;
  beforeAll(async () => {
    grace = await server.signedInClient('grace@example.com', 'Grace Hopper');
  });
  const testConnection = async (client: TestClient) => {
    const answer = await client.request('/api/profile/ai/test-connection', { method: 'POST' });
    return { status: answer.status, body: await answer.text() };
  };

  it('saves the Base URL (trailing slash dropped) and the model, and keeps them when left out', async () => {
    const answer = await save(grace, {
      fullName: 'Grace Hopper',
      aiBaseUrl: ' http://models.example:8080/v1/ ',
      aiModel: ' llama3.1:8b ',
    });
    expect(await answer.json()).toMatchObject({ aiBaseUrl: 'http://models.example:8080/v1', aiModel: 'llama3.1:8b' });
    await save(grace, { fullName: 'Grace Hopper' });
    expect(await profileOf(grace)).toMatchObject({
      aiBaseUrl: 'http://models.example:8080/v1',
      aiModel: 'llama3.1:8b',
    });
    expect(await storedProfile('grace@example.com')).toMatchObject({
      aiBaseUrl: 'http://models.example:8080/v1',
      aiModel: 'llama3.1:8b',
    });
  });

  it("tests the connection with the owner's own key and model, and says so without ever answering the key", async () => {
    await save(grace, {
      fullName: 'Grace Hopper',
      openaiApiKey: KEY,
      aiBaseUrl: aiServer.baseUrl,
      aiModel: 'tiny-model',
    });
    const answer = await testConnection(grace);
    expect(answer).toEqual({
      status: 200,
      body: JSON.stringify({ outcome: 'ok', message: 'Connected: the AI provider answered with your key and model.' }),
    });
    expect(aiServer.requests.at(-1)).toMatchObject({ authorization: `Bearer ${KEY}`, body: { model: 'tiny-model' } });
  });

  it.each([
    [
      { openaiApiKey: 'sk-refused-0123456789abcdefghijklmnop' },
      'refused-key',
      'The AI provider refused your API key. Check that it is correct and still active.',
    ],
    [
      { aiModel: 'busy-model' },
      'rate-limited',
      'The AI provider says your quota or rate limit is reached. Check your plan and billing, or try again later.',
    ],
    [
      { aiModel: 'missing-model' },
      'model-not-found',
      'The AI provider does not know this model. Check the model name.',
    ],
    [
      { aiModel: 'broken-model' },
      'failed',
      'The AI provider answered with an unexpected error. Check the Base URL, or try again later.',
    ],
    [
      { aiBaseUrl: 'http://127.0.0.1:9/v1' },
      'unreachable',
      'The AI provider could not be reached. Check the Base URL.',
    ],
    [
      { aiBaseUrl: 'http://192.168.1.20:11434/v1' },
      'blocked',
      'This Base URL points to a private or local network address, which the server does not call.',
    ],
    [{ openaiApiKey: null }, 'no-key', 'Add your AI API key and save it before testing the connection.'],
  ])('with %j, says %s in plain words', async (settings, outcome, message) => {
    await save(grace, {
      fullName: 'Grace Hopper',
      openaiApiKey: KEY,
      aiBaseUrl: aiServer.baseUrl,
      aiModel: 'tiny-model',
      ...settings,
    });
    const answer = await testConnection(grace);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ outcome, message });
    expect(answer.body).not.toContain('sk-');
  });

  it("tests only the caller's own settings: another user without a key is told to add one", async () => {
    await save(grace, {
      fullName: 'Grace Hopper',
      openaiApiKey: KEY,
      aiBaseUrl: aiServer.baseUrl,
      aiModel: 'tiny-model',
    });
    const mallory = await server.signedInClient('mallory@example.com', 'Mallory');
    const before = aiServer.requests.length;
    expect(JSON.parse((await testConnection(mallory)).body).outcome).toBe('no-key');
    expect(aiServer.requests).toHaveLength(before);
  });

  it('sends a saved key to no new origin: a Base URL elsewhere needs the key typed again, the same origin does not', async () => {
    await save(grace, {
      fullName: 'Grace Hopper',
      openaiApiKey: KEY,
      aiBaseUrl: aiServer.baseUrl,
      aiModel: 'tiny-model',
    });
    const elsewhere = await save(grace, { fullName: 'Grace Hopper', aiBaseUrl: 'https://collector.example/v1' });
    expect(elsewhere.status).toBe(422);
    expect((await elsewhere.json()).error.issues).toMatchObject([
      { path: 'openaiApiKey', message: 'Enter your API key again to use it with a new Base URL.' },
    ]);
    expect(await profileOf(grace)).toMatchObject({ aiBaseUrl: aiServer.baseUrl });
    // Another path on the same origin keeps the key; a new origin with the key typed again is saved.
    expect((await save(grace, { fullName: 'Grace Hopper', aiBaseUrl: `${aiServer.baseUrl}/` })).status).toBe(200);
    expect(
      (await save(grace, { fullName: 'Grace Hopper', aiBaseUrl: 'https://models.example/v1', openaiApiKey: KEY }))
        .status,
    ).toBe(200);
  });
});
